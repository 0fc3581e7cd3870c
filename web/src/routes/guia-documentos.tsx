import { RentalDocumentsGuide } from "@web/features/guides/components/rental-documents-guide";

export default function RentalDocumentsGuideRoute() {
  return <RentalDocumentsGuide />;
}
