import type { AddOnService } from "./services";

// A premium service bought for one listing, once paid (or paid with a credit).
export type ActivatedService = {
  id: string;
  service_id: string;
  service_name: string;
  duration_days: number | null;
  property_id: string | null;
  expires_at: string | null;
};

// An order as the checkout page shows it (GET /api/services/orders/:id).
export type ServiceOrderView = {
  id: string;
  status: "open" | "paid" | "canceled";
  provider: "local" | "stripe" | "credit";
  amount_mxn: number;
  created_at: string;
  completed_at: string | null;
  service: Pick<AddOnService, "id" | "name" | "description" | "duration_days" | "category" | "icon">;
  property: { id: string; title: string } | null;
  // The purchase, once paid.
  activated: ActivatedService | null;
};
