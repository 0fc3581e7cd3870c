import { PagePlaceholder } from "@web/components/page-placeholder";

export default function BulkImportImagesPage() {
  return <PagePlaceholder title="Importar imágenes" description="Sube las fotos de varias propiedades a la vez." />;
}
