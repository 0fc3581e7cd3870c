import { useParams, useSearchParams } from "react-router";
import { ClonedPropertyPage } from "@web/features/client-board/components/cloned-property-page";
import { ReportListingButton } from "@web/features/listing-reports/components/report-listing-button";
import NotFoundPage from "./not-found";

export default function ClonedPropertyRoute() {
  const { clonedPropertyId = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token");
  // A client on the board's link may report the listing the card was copied from.
  const report = token ? <ReportListingButton target={{ cloned_property_id: clonedPropertyId, board_token: token }} /> : undefined;
  return <ClonedPropertyPage key={`${clonedPropertyId}:${token}`} id={clonedPropertyId} token={token} notFound={<NotFoundPage />} report={report} />;
}
