import { Hono } from "hono";
import { tokenParamSchema } from "../../domain/ids";
import { noStore } from "../middleware/no-store";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { getSharedContact, getSharedProperty, revokeShare } from "../services/property-shares";
import type { AppEnv } from "../types";

// /api/shares/:token: a listing as an agent shared it (/s/…), its agent's phone on click,
// and the agent revoking the link.
export const sharesRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/:token", validate("param", tokenParamSchema), async (c) => c.json({ data: await getSharedProperty(c.var.db, c.req.valid("param").token) }))
  .post("/:token/contact", rateLimit("contact", "CONTACT_RATE_LIMITER"), validate("param", tokenParamSchema), async (c) =>
    c.json({ data: await getSharedContact(c.var.db, c.req.valid("param").token) }),
  )
  .delete("/:token", requireUser, validate("param", tokenParamSchema), async (c) => {
    await revokeShare(c.var.db, c.var.user.id, c.req.valid("param").token);
    return c.body(null, 204);
  });
