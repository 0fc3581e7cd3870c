import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { AGENT_SHEET_PATH, SHEET_CONTACT_REFUSED } from "../../domain/trust/share-reference";
import * as z from "zod";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { idParamSchema } from "../../domain/ids";
import { LISTING_GONE } from "../../domain/properties/availability-messages";
import { propertySearchSchema } from "../../domain/properties/search-params";
import { cache } from "../middleware/cache";
import { edgeCache } from "../middleware/edge-cache";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { rateLimit } from "../middleware/rate-limit";
import { featuredProperties } from "../services/featured";
import { countListingEvent } from "../services/listing-stats";
import { getListingContact, getPropertyDetail } from "../services/property-detail";
import { searchMarkers, searchProperties } from "../services/property-search";
import { createShare, listShares } from "../services/property-shares";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

const idParam = idParamSchema;
const shareBody = z.object({ kind: z.enum(["share", "presentation"], { error: "Tipo de enlace no válido." }).default("share") });
const eventBody = z.object({ kind: z.enum(["view", "whatsapp"], { error: COMMON_MESSAGES.invalidEvent }) });
const notFound = () => new ApiError(404, "not_found", LISTING_GONE);

// The page that asked, by its Referer (browsers send the path to the same origin).
const pathOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).pathname : "");
const refuseFromAgentSheets = createMiddleware<AppEnv>(async (c, next) => {
  if (AGENT_SHEET_PATH.test(pathOf(c.req.header("Referer")))) throw new ApiError(403, "forbidden", SHEET_CONTACT_REFUSED);
  await next();
});

// /api/properties: published listings for everyone (search, map, featured, one listing),
// what a visitor does on one (reveal the phone, count a view), and an agent's share links.
export const propertiesRoutes = new Hono<AppEnv>()
  .get(
    "/",
    edgeCache("listings"),
    cache({ maxAge: 30 }),
    route({ summary: "Search: filters, place, bounds, polygon, sort, pages.", access: "public", input: { query: propertySearchSchema } }),
    async (c) => c.json({ data: await searchProperties(c.var.db, c.req.valid("query")) }),
  )
  .get(
    "/map",
    edgeCache("listings"),
    cache({ maxAge: 30 }),
    route({ summary: "The search's map markers.", access: "public", input: { query: propertySearchSchema } }),
    async (c) => c.json({ data: await searchMarkers(c.var.db, c.req.valid("query")) }),
  )
  // Before /:id, so "featured" is not read as an id.
  .get("/featured", cache({ maxAge: 60 }), route({ summary: "The featured listings.", access: "public" }), async (c) =>
    c.json({ data: await featuredProperties(c.var.db) }),
  )
  .get(
    "/:id",
    edgeCache("listings"),
    cache({ maxAge: 60 }),
    route({ summary: "A published listing.", access: "public", input: { param: idParam } }),
    async (c) => {
      const detail = await getPropertyDetail(c.var.db, c.req.valid("param").id);
      if (!detail) throw notFound();
      return c.json({ data: detail });
    },
  )
  // The number is revealed on click, never printed in the page. Public, for the listing's
  // public page; a sheet an agent sent (/s/, /p/, /t/, /sc/) never carries the listing's id,
  // and a reveal asked for from one is refused (decision 0026).
  .post(
    "/:id/contact",
    noStore,
    refuseFromAgentSheets,
    rateLimit("contact", "CONTACT_RATE_LIMITER"),
    route({ summary: "The listing's numbers, on click (never from an agent's sheet).", access: "public", input: { param: idParam } }),
    async (c) => {
      const contact = await getListingContact(c.var.db, c.req.valid("param").id);
      if (!contact) throw notFound();
      return c.json({ data: contact });
    },
  )
  // {kind}: a view of the listing's page or a click on its WhatsApp, counted on a published
  // listing for its advertiser's numbers.
  .post(
    "/:id/events",
    noStore,
    rateLimit("listing-event", "CONTACT_RATE_LIMITER"),
    route({
      summary: "Counts a view of the listing's page or a click on its WhatsApp.",
      access: "public",
      input: { param: idParam, json: eventBody },
    }),
    async (c) => {
      const counted = await countListingEvent(c.var.db, c.req.valid("param").id, c.req.valid("json").kind);
      if (!counted) throw notFound();
      return c.body(null, 204);
    },
  )
  .post(
    "/:id/shares",
    route({ summary: "A share or presentation link to a listing.", access: "agent", input: { param: idParam, json: shareBody } }),
    async (c) => {
      const share = await createShare(c.var.db, c.var.user.id, c.req.valid("param").id, c.req.valid("json").kind, c.var.origin);
      return c.json({ data: share }, 201);
    },
  )
  .get("/:id/shares", noStore, route({ summary: "The agent's links to a listing.", access: "agent", input: { param: idParam } }), async (c) =>
    c.json({ data: await listShares(c.var.db, c.var.user.id, c.req.valid("param").id, c.var.origin) }),
  );
