import { useParams } from "react-router";
import { AgentPageView } from "@web/features/agent-page/components/agent-page-view";

export default function AgentPage() {
  const { slug = "" } = useParams();
  return <AgentPageView key={slug} slug={slug} />;
}
