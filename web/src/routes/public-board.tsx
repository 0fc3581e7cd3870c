import { PagePlaceholder } from "@web/components/page-placeholder";

export default function PublicBoardPage() {
  return <PagePlaceholder title="Tablero compartido" description="Las propiedades que tu agente eligió para ti." />;
}
