import { PagePlaceholder } from "@web/components/page-placeholder";
import { RequireAuth } from "@web/components/require-auth";

export default function PublishPage() {
  return (
    <RequireAuth>
      <PagePlaceholder title="Publicar una propiedad" description="Publica tu casa o departamento y llega a quien la está buscando." />
    </RequireAuth>
  );
}
