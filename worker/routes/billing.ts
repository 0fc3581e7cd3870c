import { Hono } from "hono";
import { z } from "zod";
import { SERVICE_CATALOGUE } from "../../domain/billing/services";
import { verifyStripeSignature } from "../adapters/payments";
import { ApiError } from "../middleware/errors";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { cancelLocalSession, createCheckout, getLocalSession, payLocalSession } from "../services/checkout";
import { getSubscription, listPlans } from "../services/plans";
import { activateService, listOwnProperties } from "../services/service-activation";
import { currentProfile } from "../services/session";
import { applyStripeEvent } from "../services/stripe-events";
import type { AppEnv } from "../types";

const sessionParam = z.object({ id: z.string().uuid("No encontramos ese pago.") });

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
    if (!user) throw new ApiError(401, "unauthenticated", "Necesitas iniciar sesión para suscribirse a un plan");
    return c.json(await createCheckout(c.var.db, c.var.config, user, c.req.valid("json").planId, c.var.origin));
  })
  .get("/sessions/:id", requireUser, validate("param", sessionParam), async (c) =>
    c.json({ data: await getLocalSession(c.var.db, c.var.user.id, c.req.valid("param").id) }),
  )
  .post("/sessions/:id/pay", requireUser, validate("param", sessionParam), async (c) =>
    c.json({ data: await payLocalSession(c.var.db, c.var.config, c.var.user.id, c.req.valid("param").id) }),
  )
  .post("/sessions/:id/cancel", requireUser, validate("param", sessionParam), async (c) =>
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
  const result = await applyStripeEvent(c.var.db, JSON.parse(payload));
  return c.json({ received: true, result });
});

export const servicesRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ data: SERVICE_CATALOGUE });
  })
  .post(
    "/activate",
    validate("json", z.object({ serviceId: z.string().max(40), propertyId: z.string().max(64).nullish() })),
    async (c) => {
      const user = await currentProfile(c);
      if (!user) throw new ApiError(401, "unauthenticated", "Debes estar autenticado para usar servicios");
      const { serviceId, propertyId } = c.req.valid("json");
      return c.json({ data: await activateService(c.var.db, user.id, serviceId, propertyId ?? null) }, 201);
    },
  );

export const myPropertiesRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json({ data: await listOwnProperties(c.var.db, c.var.user.id) });
});

// Public configuration the web app needs at run time.
export const configRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "public, max-age=300");
  return c.json({ data: { whatsapp_business_number: c.var.config.WHATSAPP_BUSINESS_NUMBER, map_tile_url: c.var.config.MAP_TILE_URL } });
});
