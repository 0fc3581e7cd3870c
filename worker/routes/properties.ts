import { Hono } from "hono";
import { z } from "zod";
import { propertySearchSchema } from "../../domain/properties/search-params";
import { ApiError } from "../middleware/errors";
import { rateLimit } from "../middleware/rate-limit";
import { requireAgent, requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { getListingContact, getPropertyDetail } from "../services/property-detail";
import { searchMarkers, searchProperties } from "../services/property-search";
import { createShare, getPresentation, getSharedContact, getSharedProperty, listShares, revokeShare } from "../services/property-shares";
import type { AppEnv } from "../types";
import { edgeCache } from "../middleware/edge-cache";
import { idParamSchema, linkTokenSchema } from "../../domain/ids";
import { LISTING_GONE } from "../../domain/properties/availability-messages";

const idParam = idParamSchema;
const tokenParam = z.object({ token: linkTokenSchema });
const shareBody = z.object({ kind: z.enum(["share", "presentation"], { error: "Tipo de enlace no válido." }).default("share") });
const notFound = () => new ApiError(404, "not_found", LISTING_GONE);

export const propertiesRoutes = new Hono<AppEnv>()
  .get("/", edgeCache("listings"), validate("query", propertySearchSchema), async (c) => {
    c.header("Cache-Control", "public, max-age=30");
    return c.json(await searchProperties(c.var.db, c.req.valid("query")));
  })
  .get("/map", edgeCache("listings"), validate("query", propertySearchSchema), async (c) => {
    c.header("Cache-Control", "public, max-age=30");
    return c.json(await searchMarkers(c.var.db, c.req.valid("query")));
  })
  .get("/:id", edgeCache("listings"), validate("param", idParam), async (c) => {
    const detail = await getPropertyDetail(c.var.db, c.req.valid("param").id);
    if (!detail) throw notFound();
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ data: detail });
  })
  // The number is revealed on click, never printed in the page.
  .post("/:id/contact", rateLimit("contact", "CONTACT_RATE_LIMITER"), validate("param", idParam), async (c) => {
    const contact = await getListingContact(c.var.db, c.req.valid("param").id);
    if (!contact) throw notFound();
    c.header("Cache-Control", "no-store");
    return c.json({ data: contact });
  })
  .post("/:id/shares", requireUser, requireAgent, validate("param", idParam), validate("json", shareBody), async (c) => {
    const share = await createShare(c.var.db, c.var.user.id, c.req.valid("param").id, c.req.valid("json").kind, c.var.origin);
    return c.json({ data: share }, 201);
  })
  .get("/:id/shares", requireUser, requireAgent, validate("param", idParam), async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: await listShares(c.var.db, c.var.user.id, c.req.valid("param").id, c.var.origin) });
  });

export const sharesRoutes = new Hono<AppEnv>()
  .get("/:token", validate("param", tokenParam), async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: await getSharedProperty(c.var.db, c.req.valid("param").token) });
  })
  .post("/:token/contact", rateLimit("contact", "CONTACT_RATE_LIMITER"), validate("param", tokenParam), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await getSharedContact(c.var.db, c.req.valid("param").token) });
  })
  .delete("/:token", requireUser, validate("param", tokenParam), async (c) => {
    await revokeShare(c.var.db, c.var.user.id, c.req.valid("param").token);
    return c.body(null, 204);
  });

export const presentationsRoutes = new Hono<AppEnv>().get("/:token", validate("param", tokenParam), async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json({ data: await getPresentation(c.var.db, c.req.valid("param").token) });
});
