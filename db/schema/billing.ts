import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./auth";
import { properties } from "./properties";
import type { PlanFeatures } from "../../domain/billing/plans";

// The plans and services rows are written from domain/billing whenever migrations run
// (db/billing-catalogue.ts); they exist for the joins and foreign keys below.

export const subscriptionPlans = sqliteTable("subscription_plans", {
  id: id(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  planType: text("plan_type", { enum: ["individual", "agency"] }).notNull(),
  planCategory: text("plan_category").notNull(),
  // null for 'A medida' (enterprise).
  priceMxn: integer("price_mxn"),
  visibilityLevel: text("visibility_level", { enum: ["low", "high", "mega"] }),
  passes: integer("passes").notNull().default(0),
  credits3dTour: integer("credits_3d_tour").notNull().default(0),
  features: text("features", { mode: "json" }).$type<PlanFeatures>().notNull().default({}),
  featureList: text("feature_list", { mode: "json" }).$type<string[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const userSubscriptions = sqliteTable(
  "user_subscriptions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text("status", { enum: ["active", "past_due", "canceled", "pending"] }).notNull(),
    passesRemaining: integer("passes_remaining").notNull().default(0),
    rolloverPasses: integer("rollover_passes").notNull().default(0),
    credits3dTour: integer("credits_3d_tour").notNull().default(0),
    currentPeriodStart: integer("current_period_start", { mode: "timestamp_ms" }).notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }).notNull(),
    externalId: text("external_id"),
    // A downgrade waiting for the period's end (domain/billing/plan-change.ts): the plan
    // that begins then, and when. Both null when nothing is scheduled.
    scheduledPlanId: text("scheduled_plan_id").references(() => subscriptionPlans.id),
    scheduledChangeAt: integer("scheduled_change_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("user_subscriptions_user_idx").on(t.userId, t.status), index("user_subscriptions_scheduled_idx").on(t.scheduledChangeAt)],
);

// The add-on catalogue (domain/billing/services.ts).
export const services = sqliteTable("services", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  durationDays: integer("duration_days"),
  category: text("category", { enum: ["promotion", "features", "analytics"] }).notNull(),
  icon: text("icon").notNull(),
  priceMxn: integer("price_mxn"),
});

export const servicePurchases = sqliteTable(
  "service_purchases",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: text("property_id").references(() => properties.id, { onDelete: "set null" }),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id),
    serviceName: text("service_name").notNull(),
    gemCost: integer("gem_cost").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("service_purchases_user_idx").on(t.userId, t.createdAt),
    index("service_purchases_property_idx").on(t.propertyId, t.serviceId, t.expiresAt),
    index("service_purchases_service_idx").on(t.serviceId, t.expiresAt),
  ],
);

// A checkout started from /precios: local (the app's test checkout page) or Stripe.
export const checkoutSessions = sqliteTable(
  "checkout_sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id),
    provider: text("provider", { enum: ["local", "stripe"] }).notNull(),
    externalId: text("external_id"),
    status: text("status", { enum: ["open", "paid", "canceled"] })
      .notNull()
      .default("open"),
    // Charged: the plan's price less creditMxn, the unused days of the plan it replaces.
    amountMxn: integer("amount_mxn").notNull(),
    creditMxn: integer("credit_mxn").notNull().default(0),
    // An upgrade paid through Stripe: the Stripe subscription of the plan it replaces, cancelled
    // once this one is paid (replacedAt set then).
    replacesExternalId: text("replaces_external_id"),
    replacedAt: integer("replaced_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("checkout_sessions_user_idx").on(t.userId, t.createdAt), index("checkout_sessions_external_idx").on(t.externalId)],
);

// Payment provider events already applied: a replayed webhook changes nothing.
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

// A premium service bought for one listing: paid through a checkout (local or Stripe) or
// with the plan's 3D tour credit. The service is activated only when this is paid.
export const serviceOrders = sqliteTable(
  "service_orders",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: text("property_id").references(() => properties.id, { onDelete: "set null" }),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id),
    provider: text("provider", { enum: ["local", "stripe", "credit"] }).notNull(),
    externalId: text("external_id"),
    status: text("status", { enum: ["open", "paid", "canceled"] })
      .notNull()
      .default("open"),
    amountMxn: integer("amount_mxn").notNull(),
    createdAt: createdAt(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("service_orders_user_idx").on(t.userId, t.createdAt), index("service_orders_external_idx").on(t.externalId)],
);

// What Stripe last told us about each of its subscriptions, so its events apply in Stripe's
// order whatever order they arrive in: a status event applies only if it is at least as new
// (event `created`, seconds) as the last one applied, and a canceled subscription stays
// canceled (Stripe never reopens one). Kept even before the checkout that links the
// subscription to a user is fulfilled, so a cancellation that arrives first still counts.
export const stripeSubscriptions = sqliteTable("stripe_subscriptions", {
  id: text("id").primaryKey(),
  status: text("status", { enum: ["active", "past_due", "canceled"] }).notNull(),
  // The `created` of the newest event whose status was applied.
  statusEventCreated: integer("status_event_created").notNull(),
  // The `created` of the newest renewal invoice applied: an older one arriving late renews nothing.
  renewalEventCreated: integer("renewal_event_created"),
  updatedAt: updatedAt(),
});
