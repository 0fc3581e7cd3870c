import { useParams } from "react-router";
import { SharedPropertyPage } from "@web/features/property-detail/components/shared-property-page";

export default function SharedPropertyRoute() {
  const { shareToken = "" } = useParams();
  return <SharedPropertyPage key={shareToken} token={shareToken} />;
}
