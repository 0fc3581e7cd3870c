import type { Lang } from "../../domain/i18n/lang";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { isAgentRole } from "../../domain/auth/roles";
import { CREDIT_SERVICE_ID, findService, SERVICE_MESSAGES, serviceExpiry, type AddOnService } from "../../domain/billing/services";
import type { Db } from "../../db/client";
import { serviceOrders, servicePurchases, userSubscriptions } from "../../db/schema/billing";
import { properties } from "../../db/schema/properties";
import { localCheckoutEnabled, startServiceCheckout } from "../adapters/payments";
import type { AppConfig } from "../env";
import { DomainError } from "../../domain/errors/domain-error";
import { findManageableListing } from "./listings/manageable-listing";
import { listingPlanHolder, logAgencySpend } from "./agency-team/pass-spends";
import { startStoredPayment } from "./stored-payment";
import { describeErrorForLog } from "../logging/log-redaction";
import type { Profile } from "../../domain/auth/profile";
import type { ActivatedService, ServiceOrderView } from "../../domain/billing/service-orders";
import { canBuyServices } from "../../domain/listings/listing-status";
import { recordPayment } from "./invoices/record-payment";

// A premium service is bought for one listing the buyer manages, and it is active only
// once paid: through a checkout (Stripe, or the local test page), or with the plan's 3D
// tour credit. The purchase (service_purchases) has the order's id, so each paid order
// has exactly one purchase.

export type { ActivatedService, ServiceOrderView };

export type Buyer = Pick<Profile, "id" | "role" | "email">;

export type CheckoutInput = { serviceId: string; propertyId: string; useCredit?: boolean };

const orderNotFound = () => new DomainError("not_found", SERVICE_MESSAGES.orderNotFound);

// POST /api/services/checkout: where to pay ({ url }), or, paid with a credit, the
// activated service at once ({ activated }).
export async function checkoutService(
  db: Db,
  config: AppConfig,
  buyer: Buyer,
  input: CheckoutInput,
  origin: string,
  now = new Date(),
  lang: Lang = "es",
): Promise<{ url: string } | { activated: ActivatedService }> {
  if (!isAgentRole(buyer.role)) throw new DomainError("forbidden", SERVICE_MESSAGES.agentsOnly);
  const service = findService(input.serviceId);
  if (!service) throw new DomainError("service_not_found", SERVICE_MESSAGES.notFound);
  const listing = await findManageableListing(db, buyer, input.propertyId);
  if (!listing) throw new DomainError("property_not_found", SERVICE_MESSAGES.propertyNotFound);
  if (!canBuyServices(listing.status)) throw new DomainError("property_closed", SERVICE_MESSAGES.propertyClosed);

  if (input.useCredit) return { activated: await payWithCredit(db, buyer.id, service, listing, now) };

  if (!config.STRIPE_SECRET_KEY && !localCheckoutEnabled(config)) {
    throw new DomainError("payments_unavailable", SERVICE_MESSAGES.paymentsUnavailable);
  }
  const orderId = crypto.randomUUID();
  await db.insert(serviceOrders).values({
    id: orderId,
    userId: buyer.id,
    propertyId: listing.id,
    serviceId: service.id,
    provider: config.STRIPE_SECRET_KEY ? "stripe" : "local",
    amountMxn: service.checkout_price_mxn,
    createdAt: now,
  });
  return startStoredPayment(
    db,
    serviceOrders,
    orderId,
    () =>
      startServiceCheckout(config, {
        orderId,
        userId: buyer.id,
        email: buyer.email,
        service: { id: service.id, name: service.name, priceMxn: service.checkout_price_mxn },
        property: { id: listing.id, title: listing.title },
        origin,
        lang,
      }),
    SERVICE_MESSAGES.checkoutFailed,
  );
}

// The 3D tour paid with the active plan's credit: the plan that pays for the listing (its
// agency's, for an agency's listing, as its passes), the one GET /api/subscription shows.
// One credit is taken with a conditional UPDATE (never below 0, whatever runs at the same
// time), then the order is fulfilled. If fulfilling fails the credit is given back. An
// agency's credit is logged like its passes, once the tour is active; a log that cannot
// be written is reported, never undoing the tour.
async function payWithCredit(
  db: Db,
  userId: string,
  service: AddOnService,
  listing: { id: string; title: string; agencyId: string | null },
  now: Date,
): Promise<ActivatedService> {
  if (service.id !== CREDIT_SERVICE_ID) throw new DomainError("credit_not_applicable", SERVICE_MESSAGES.creditOnlyTour);
  const propertyId = listing.id;
  const holder = await listingPlanHolder(db, userId, listing.agencyId);
  const [spent] = await db
    .update(userSubscriptions)
    .set({ credits3dTour: sql`${userSubscriptions.credits3dTour} - 1`, updatedAt: now })
    .where(
      sql`${userSubscriptions.id} = (SELECT ${userSubscriptions.id} FROM ${userSubscriptions} WHERE ${userSubscriptions.userId} = ${holder} AND ${userSubscriptions.status} = 'active' AND ${userSubscriptions.credits3dTour} > 0 LIMIT 1) AND ${userSubscriptions.credits3dTour} > 0`,
    )
    .returning({ id: userSubscriptions.id });
  if (!spent) throw new DomainError("no_credits", SERVICE_MESSAGES.noCredit);
  const orderId = crypto.randomUUID();
  try {
    await db.insert(serviceOrders).values({
      id: orderId,
      userId,
      propertyId,
      serviceId: service.id,
      provider: "credit",
      externalId: `credit_${spent.id}`,
      amountMxn: 0,
      createdAt: now,
    });
    const activated = await fulfilServiceOrder(db, orderId, null, now);
    if (!activated) throw new Error(`credit order ${orderId} was not open`);
    if (listing.agencyId) {
      await logAgencySpend(db, userId, { ...listing, agencyId: listing.agencyId }, "recorrido_3d", now).catch((error: unknown) =>
        console.error("agency_credit_log_failed", { error: describeErrorForLog(error) }),
      );
    }
    return activated;
  } catch (error) {
    await db
      .update(userSubscriptions)
      .set({ credits3dTour: sql`${userSubscriptions.credits3dTour} + 1` })
      .where(eq(userSubscriptions.id, spent.id));
    await db
      .update(serviceOrders)
      .set({ status: "canceled" })
      .where(and(eq(serviceOrders.id, orderId), eq(serviceOrders.status, "open")));
    throw error;
  }
}

// The one fulfilment of a service order, for the local 'Pagar', the Stripe webhook and
// the credit: in one transaction the purchase is written (expires_at = now + the
// service's days, or never) and the order marked paid, both only while the order is
// open. Fulfilling an order again changes nothing and answers null.
export async function fulfilServiceOrder(db: Db, orderId: string, externalId: string | null, now = new Date()): Promise<ActivatedService | null> {
  const [order] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, orderId));
  if (!order || order.status !== "open") return null;
  const service = findService(order.serviceId);
  if (!service) throw new Error(`service order ${orderId}: unknown service ${order.serviceId}`);
  const expiresAt = serviceExpiry(service, now);
  const [, paid] = await db.batch([
    db.run(sql`INSERT INTO ${servicePurchases} (id, user_id, property_id, service_id, service_name, gem_cost, expires_at, created_at)
      SELECT ${serviceOrders.id}, ${serviceOrders.userId}, ${serviceOrders.propertyId}, ${serviceOrders.serviceId}, ${service.name}, 0, ${expiresAt ? expiresAt.getTime() : null}, ${now.getTime()}
      FROM ${serviceOrders} WHERE ${serviceOrders.id} = ${orderId} AND ${serviceOrders.status} = 'open'`),
    db
      .update(serviceOrders)
      .set({ status: "paid", completedAt: now, externalId: sql`coalesce(${externalId}, ${serviceOrders.externalId})` })
      .where(and(eq(serviceOrders.id, orderId), eq(serviceOrders.status, "open")))
      .returning({ id: serviceOrders.id }),
  ]);
  if (paid.length === 0) return null;
  await recordPayment(db, { kind: "servicio", serviceOrderId: order.id, at: now });
  return {
    id: order.id,
    service_id: service.id,
    service_name: service.name,
    duration_days: service.duration_days,
    property_id: order.propertyId,
    expires_at: expiresAt ? expiresAt.toISOString() : null,
  };
}

// GET /api/services/orders/:id: the buyer's own order (the checkout page and the receipt
// after Stripe). Local orders exist only where the local checkout does.
export async function getServiceOrder(db: Db, config: AppConfig, userId: string, orderId: string): Promise<ServiceOrderView> {
  const [row] = await db
    .select({ order: serviceOrders, title: properties.title, expiresAt: servicePurchases.expiresAt })
    .from(serviceOrders)
    .leftJoin(properties, eq(properties.id, serviceOrders.propertyId))
    .leftJoin(servicePurchases, eq(servicePurchases.id, serviceOrders.id))
    .where(and(eq(serviceOrders.id, orderId), eq(serviceOrders.userId, userId)));
  if (!row) throw orderNotFound();
  if (row.order.provider === "local" && !localCheckoutEnabled(config)) throw orderNotFound();
  const { order } = row;
  const service = findService(order.serviceId);
  if (!service) throw orderNotFound();
  return {
    id: order.id,
    status: order.status,
    provider: order.provider,
    amount_mxn: order.amountMxn,
    created_at: order.createdAt.toISOString(),
    completed_at: order.completedAt ? order.completedAt.toISOString() : null,
    service: {
      id: service.id,
      name: service.name,
      description: service.description,
      duration_days: service.duration_days,
      category: service.category,
      icon: service.icon,
    },
    property: order.propertyId && row.title !== null ? { id: order.propertyId, title: row.title } : null,
    activated:
      order.status === "paid"
        ? {
            id: order.id,
            service_id: service.id,
            service_name: service.name,
            duration_days: service.duration_days,
            property_id: order.propertyId,
            expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
          }
        : null,
  };
}

// The local page's 'Pagar' and 'Cancelar' (never in production, never with Stripe).
async function ownLocalOrder(db: Db, config: AppConfig, userId: string, orderId: string) {
  if (!localCheckoutEnabled(config)) throw orderNotFound();
  const [order] = await db
    .select({ id: serviceOrders.id, status: serviceOrders.status })
    .from(serviceOrders)
    .where(and(eq(serviceOrders.id, orderId), eq(serviceOrders.userId, userId), eq(serviceOrders.provider, "local")));
  if (!order) throw orderNotFound();
  return order;
}

export async function payLocalServiceOrder(db: Db, config: AppConfig, userId: string, orderId: string, now = new Date()): Promise<ServiceOrderView> {
  const order = await ownLocalOrder(db, config, userId, orderId);
  if (order.status === "canceled") throw new DomainError("canceled", SERVICE_MESSAGES.orderCanceled);
  await fulfilServiceOrder(db, order.id, `local_${order.id}`, now);
  return getServiceOrder(db, config, userId, order.id);
}

export async function cancelLocalServiceOrder(db: Db, config: AppConfig, userId: string, orderId: string): Promise<ServiceOrderView> {
  const order = await ownLocalOrder(db, config, userId, orderId);
  await db
    .update(serviceOrders)
    .set({ status: "canceled" })
    .where(and(eq(serviceOrders.id, order.id), eq(serviceOrders.status, "open")));
  return getServiceOrder(db, config, userId, order.id);
}

export type ActiveService = { service_id: string; service_name: string; expires_at: string | null };

const IDS_PER_QUERY = 500;

// The services active now on each of these listings (expires_at null or later than now),
// one entry per service with its latest expiry; listings without any are left out.
export async function activeServicesFor(db: Db, propertyIds: string[], now = new Date()): Promise<Map<string, ActiveService[]>> {
  const byProperty = new Map<string, Map<string, ActiveService>>();
  const ids = [...new Set(propertyIds)];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db
      .select({
        propertyId: servicePurchases.propertyId,
        serviceId: servicePurchases.serviceId,
        serviceName: servicePurchases.serviceName,
        expiresAt: servicePurchases.expiresAt,
      })
      .from(servicePurchases)
      .where(
        and(
          inArray(servicePurchases.propertyId, ids.slice(i, i + IDS_PER_QUERY)),
          or(isNull(servicePurchases.expiresAt), gt(servicePurchases.expiresAt, now)),
        ),
      );
    for (const row of rows) {
      if (!row.propertyId) continue;
      const services = byProperty.get(row.propertyId) ?? new Map<string, ActiveService>();
      byProperty.set(row.propertyId, services);
      const seen = services.get(row.serviceId);
      const expires = row.expiresAt ? row.expiresAt.toISOString() : null;
      // null (never expires) outlasts any date.
      if (!seen || (seen.expires_at !== null && (expires === null || expires > seen.expires_at))) {
        services.set(row.serviceId, { service_id: row.serviceId, service_name: row.serviceName, expires_at: expires });
      }
    }
  }
  return new Map(
    [...byProperty].map(([id, services]) => [
      id,
      [...services.values()].sort((a, b) => (a.expires_at ?? "\uffff").localeCompare(b.expires_at ?? "\uffff")),
    ]),
  );
}
