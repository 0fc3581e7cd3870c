import { RequireAuth } from "@web/components/require-auth";
import { ImportPage } from "@web/features/listing-imports/components/import-page";

// Agents and agencies bring their listings from a file (CSV, XLSX, EasyBroker JSON).
export default function ImportPropertiesPage() {
  return (
    <RequireAuth>
      <ImportPage />
    </RequireAuth>
  );
}
