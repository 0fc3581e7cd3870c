import { PagePlaceholder } from "@web/components/page-placeholder";
import { RequireAuth } from "@web/components/require-auth";

export default function ClientsPage() {
  return (
    <RequireAuth roles={["agente", "inmobiliaria"]}>
      <PagePlaceholder title="Mis Clientes" description="Organiza las búsquedas de cada cliente en su propio tablero." />
    </RequireAuth>
  );
}
