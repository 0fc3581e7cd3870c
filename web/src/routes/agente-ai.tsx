import { PagePlaceholder } from "@web/components/page-placeholder";

export default function AiAgentPage() {
  return <PagePlaceholder title="Agente AI 24/7" description="Un asistente que atiende a tus clientes a cualquier hora." />;
}
