import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as z from "zod";
import { isAgentRole } from "../../domain/auth/roles";
import { SERVICE_CATALOGUE, SERVICE_MESSAGES } from "../../domain/billing/services";
import { ID_MAX_LENGTH } from "../../domain/ids";
import { cache } from "../middleware/cache";
import { ApiError } from "../middleware/errors";
import { localCheckoutOnly, paymentParam } from "../middleware/local-checkout";
import { noStore } from "../middleware/no-store";
import { requestLang } from "../middleware/request-lang";
import { cancelLocalServiceOrder, checkoutService, getServiceOrder, payLocalServiceOrder } from "../services/service-orders";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// Buying a service: signed in ('Debes estar autenticado para usar servicios' otherwise), and an agent or an agency.
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

// /api/services: the add-on catalogue, buying one for a listing, and its orders.
export const servicesRoutes = new Hono<AppEnv>()
  .get("/", cache({ maxAge: 3600 }), route({ summary: "The add-on catalogue.", access: "public" }), (c) => c.json({ data: SERVICE_CATALOGUE }))
  // A service for one listing: { url } to pay (Stripe or the local page), or with
  // useCredit (the 3D tour) { activated } at once. There is no free activation.
  .post(
    "/checkout",
    route({
      summary: "Buys a service for a listing ({ url } to pay, or { activated } with a credit).",
      access: "agent",
      owner: "agent",
      checkedBy: serviceBuyer,
      input: { json: serviceCheckoutBody },
    }),
    async (c) => {
      const result = await checkoutService(c.var.db, c.var.config, c.var.user, c.req.valid("json"), c.var.origin, new Date(), requestLang(c));
      return "activated" in result ? c.json({ data: result }, 201) : c.json({ data: result });
    },
  )
  .get(
    "/orders/:id",
    noStore,
    route({ summary: "A service order.", access: "signed-in", owner: "user", input: { param: paymentParam } }),
    async (c) => c.json({ data: await getServiceOrder(c.var.db, c.var.config, c.var.user.id, c.req.valid("param").id) }),
  )
  .post(
    "/orders/:id/pay",
    localCheckoutOnly,
    route({ summary: "Pays a service order on the local test checkout.", access: "signed-in", owner: "user", input: { param: paymentParam } }),
    async (c) => c.json({ data: await payLocalServiceOrder(c.var.db, c.var.config, c.var.user.id, c.req.valid("param").id) }),
  )
  .post(
    "/orders/:id/cancel",
    localCheckoutOnly,
    route({ summary: "Cancels a service order on the local test checkout.", access: "signed-in", owner: "user", input: { param: paymentParam } }),
    async (c) => c.json({ data: await cancelLocalServiceOrder(c.var.db, c.var.config, c.var.user.id, c.req.valid("param").id) }),
  );
