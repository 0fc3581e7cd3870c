import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { isAgentRole } from "../../domain/auth/roles";
import { SERVICE_CATALOGUE, SERVICE_MESSAGES } from "../../domain/billing/services";
import { localCheckoutEnabled, verifyStripeSignature } from "../adapters/payments";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { cancelLocalSession, createCheckout, getLocalSession, payLocalSession } from "../services/checkout";
import { getSubscription, listPlans } from "../services/plans";
import { listOwnProperties } from "../services/service-activation";
import { cancelLocalServiceOrder, checkoutService, getServiceOrder, payLocalServiceOrder } from "../services/service-orders";
import { currentProfile } from "../services/session";
import { applyStripeEvent, stripeEventSchema } from "../services/stripe-events";
import type { AppEnv } from "../types";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { ID_MAX_LENGTH } from "../../domain/ids";

const sessionParam = z.object({ id: z.string().uuid("No encontramos ese pago.") });

// The local test checkout does not exist in production (nor once Stripe is configured):
// its endpoints answer 404 before anything else.
const localCheckoutOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!localCheckoutEnabled(c.var.config)) throw new ApiError(404, "not_found", "No encontramos ese pago.");
  await next();
});

// Buying a service: signed in (the spec's message), and an agent or an agency.
const serviceBuyer = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentProfile(c);
  if (!user) throw new ApiError(401, "unauthenticated", SERVICE_MESSAGES.notSignedIn);
  if (!isAgentRole(user.role)) throw new ApiError(403, "forbidden", SERVICE_MESSAGES.agentsOnly);
  c.set("user", user);
  await next();
});

const serviceCheckoutBody = z.object({
  serviceId: z.string({ error: "Elige un servicio." }).trim().min(1, "Elige un servicio.").max(40, SERVICE_MESSAGES.notFound),
  propertyId: z
    .string({ error: SERVICE_MESSAGES.propertyRequired })
    .trim()
    .min(1, SERVICE_MESSAGES.propertyRequired)
    .max(ID_MAX_LENGTH, SERVICE_MESSAGES.propertyNotFound),
  useCredit: z.boolean({ error: "useCredit debe ser verdadero o falso." }).optional().default(false),
});

export const plansRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: await listPlans(c.var.db) });
});

export const subscriptionRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json({ subscription: await getSubscription(c.var.db, c.var.user.id) });
});

export const checkoutRoutes = new Hono<AppEnv>()
  .post("/", validate("json", z.object({ planId: z.string().min(1, "Elige un plan.").max(40) })), async (c) => {
    const user = await currentProfile(c);
    if (!user) throw new ApiError(401, "unauthenticated", COMMON_MESSAGES.signInToSubscribe);
    return c.json(await createCheckout(c.var.db, c.var.config, user, c.req.valid("json").planId, c.var.origin));
  })
  .get("/sessions/:id", noStore, localCheckoutOnly, requireUser, validate("param", sessionParam), async (c) =>
    c.json({ data: await getLocalSession(c.var.db, c.var.user.id, c.req.valid("param").id) }),
  )
  .post("/sessions/:id/pay", localCheckoutOnly, requireUser, validate("param", sessionParam), async (c) =>
    c.json({ data: await payLocalSession(c.var.db, c.var.config, c.var.user.id, c.req.valid("param").id) }),
  )
  .post("/sessions/:id/cancel", localCheckoutOnly, requireUser, validate("param", sessionParam), async (c) =>
    c.json({ data: await cancelLocalSession(c.var.db, c.var.user.id, c.req.valid("param").id) }),
  );

// Stripe calls this; the signature over the raw body is the only authentication.
export const stripeRoutes = new Hono<AppEnv>().post("/webhook", async (c) => {
  const secret = c.var.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(404, "not_found", "No encontramos lo que buscas.");
  const payload = await c.req.text();
  if (!(await verifyStripeSignature(payload, c.req.header("stripe-signature"), secret))) {
    throw new ApiError(400, "bad_signature", "Firma no válida.");
  }
  const event = stripeEventSchema.safeParse(parseJson(payload));
  if (!event.success) throw new ApiError(400, "bad_event", "Evento no válido.");
  const result = await applyStripeEvent(c.var.db, event.data);
  return c.json({ received: true, result });
});

export const servicesRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ data: SERVICE_CATALOGUE });
  })
  // A service for one listing: { url } to pay (Stripe or the local page), or with
  // useCredit (the 3D tour) { activated } at once. There is no free activation.
  .post("/checkout", serviceBuyer, validate("json", serviceCheckoutBody), async (c) => {
    const result = await checkoutService(c.var.db, c.var.config, c.var.user, c.req.valid("json"), c.var.origin);
    return "activated" in result ? c.json(result, 201) : c.json(result);
  })
  .get("/orders/:id", requireUser, validate("param", sessionParam), async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: await getServiceOrder(c.var.db, c.var.config, c.var.user.id, c.req.valid("param").id) });
  })
  .post("/orders/:id/pay", localCheckoutOnly, requireUser, validate("param", sessionParam), async (c) =>
    c.json({ data: await payLocalServiceOrder(c.var.db, c.var.config, c.var.user.id, c.req.valid("param").id) }),
  )
  .post("/orders/:id/cancel", localCheckoutOnly, requireUser, validate("param", sessionParam), async (c) =>
    c.json({ data: await cancelLocalServiceOrder(c.var.db, c.var.config, c.var.user.id, c.req.valid("param").id) }),
  );

export const myPropertiesRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json({ data: await listOwnProperties(c.var.db, c.var.user) });
});

// Public configuration the web app needs at run time.
export const configRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: { whatsapp_business_number: c.var.config.WHATSAPP_BUSINESS_NUMBER, map_tile_url: c.var.config.MAP_TILE_URL } });
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
