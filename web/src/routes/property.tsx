import { useParams } from "react-router";
import { useRecordView } from "@web/features/dashboard/hooks/use-record-view";
import { SendMessageButton } from "@web/features/leads/components/send-message-button";
import { PropertyDetailPage } from "@web/features/property-detail/components/property-detail-page";
import { ReportListingButton } from "@web/features/listing-reports/components/report-listing-button";

export default function PropertyPage() {
  const { id = "" } = useParams();
  useRecordView(id);
  // Keyed by id: opening a similar listing starts with its first photo and a hidden phone.
  return (
    <PropertyDetailPage
      key={id}
      id={id}
      report={<ReportListingButton target={{ property_id: id }} />}
      message={(listing) => (place, className) => (
        <SendMessageButton
          listing={listing}
          target={{ property_id: listing.id }}
          size={place === "card" ? "lg" : "md"}
          compact={place === "bar"}
          className={className}
        />
      )}
    />
  );
}
