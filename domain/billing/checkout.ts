import * as z from "zod";
import type { Plan } from "./plans";
import { CHECKOUT_MESSAGES } from "./checkout-messages";
import type { ListingStatus } from "../listings/listing-status";

// Where the browser goes to pay: Stripe's checkout, or the local test checkout page
// (POST /api/checkout, POST /api/services/checkout).
export type CheckoutStart = { url: string };

// A plan's session on the local test checkout (GET /api/checkout/sessions/:id).
export type CheckoutSessionView = {
  id: string;
  status: "open" | "paid" | "canceled";
  /** Charged: the plan's price less credit_mxn, the unused days of the plan it replaces. */
  amount_mxn: number;
  credit_mxn: number;
  plan: Plan;
};

// Where the browser goes once the local test checkout is paid or cancelled.
export type CheckoutRedirect = { redirect: string };

// A listing the signed-in agent may buy services for (GET /api/my-properties): theirs, and
// for an agency owner the agency's too.
export type OwnProperty = { id: string; title: string; status: ListingStatus };

// A downgrade waiting for the end of the period (GET /api/subscription's scheduled_change,
// POST /api/plan-changes/scheduled): the plan that begins then, its price and the moment.
export type ScheduledPlanChange = { plan_id: string; plan_name: string; price_mxn: number; effective_at: string };

/** The plan a checkout or a plan change asks for: a catalogue id (the service checks it exists). */
export const planChoiceSchema = z.object({ planId: z.string().min(1, CHECKOUT_MESSAGES.choosePlan).max(40) });
