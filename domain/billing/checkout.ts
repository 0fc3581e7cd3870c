import type { Plan } from "./plans";
import type { ListingStatus } from "../listings/listing-status";

// Where the browser goes to pay: Stripe's checkout, or the local test checkout page
// (POST /api/checkout, POST /api/services/checkout).
export type CheckoutStart = { url: string };

// A plan's session on the local test checkout (GET /api/checkout/sessions/:id).
export type CheckoutSessionView = {
  id: string;
  status: "open" | "paid" | "canceled";
  amount_mxn: number;
  plan: Plan;
};

// Where the browser goes once the local test checkout is paid or cancelled.
export type CheckoutRedirect = { redirect: string };

// A listing the signed-in agent may buy services for (GET /api/my-properties): theirs, and
// for an agency owner the agency's too.
export type OwnProperty = { id: string; title: string; status: ListingStatus };
