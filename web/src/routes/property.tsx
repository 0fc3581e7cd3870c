import { useParams } from "react-router";
import { PropertyDetailPage } from "@web/features/property-detail/components/property-detail-page";

export default function PropertyPage() {
  const { id = "" } = useParams();
  // Keyed by id: opening a similar listing starts with its first photo and a hidden phone.
  return <PropertyDetailPage key={id} id={id} />;
}
