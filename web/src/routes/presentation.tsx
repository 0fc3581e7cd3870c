import { useParams } from "react-router";
import { PresentationView } from "@web/features/property-detail/components/presentation-view";
import { ReportListingButton } from "@web/features/listing-reports/components/report-listing-button";

/** Rendered outside the app layout (see app/router.tsx): no header, footer or call button. */
export default function PresentationPage() {
  const { token = "" } = useParams();
  return <PresentationView key={token} token={token} report={<ReportListingButton target={{ presentation_token: token }} tone="dark" />} />;
}
