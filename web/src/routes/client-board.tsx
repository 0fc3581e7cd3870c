import { PagePlaceholder } from "@web/components/page-placeholder";
import { RequireAuth } from "@web/components/require-auth";

export default function ClientBoardPage() {
  return (
    <RequireAuth roles={["agente", "inmobiliaria"]}>
      <PagePlaceholder title="Tablero del cliente" description="Las propiedades de tu cliente, ordenadas por lo que más le gusta." />
    </RequireAuth>
  );
}
