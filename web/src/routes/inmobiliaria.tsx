import { useParams } from "react-router";
import { AgencyPageView } from "@web/features/agency-page/components/agency-page-view";

export default function AgencyPage() {
  const { slug = "" } = useParams();
  return <AgencyPageView key={slug} slug={slug} />;
}
