import { useParams } from "react-router";
import { SendMessageButton } from "@web/features/leads/components/send-message-button";
import { SharedPropertyPage } from "@web/features/property-detail/components/shared-property-page";
import { ReportListingButton } from "@web/features/listing-reports/components/report-listing-button";

export default function SharedPropertyRoute() {
  const { shareToken = "" } = useParams();
  // A message from an agent's shared sheet still reaches the listing's advertiser.
  return (
    <SharedPropertyPage
      key={shareToken}
      token={shareToken}
      report={<ReportListingButton target={{ share_token: shareToken }} />}
      message={(listing) => (place, className) => (
        <SendMessageButton
          listing={listing}
          target={{ share_token: shareToken }}
          size={place === "card" ? "lg" : "md"}
          compact={place === "bar"}
          className={className}
        />
      )}
    />
  );
}
