import { Hono } from "hono";
import * as z from "zod";
import { LISTING_STATUSES } from "../../domain/listings/listing-status";
import { listingDraftSchema } from "../../domain/listings/listing-schema";
import { noStore } from "../middleware/no-store";
import { sendListingAlertsAfter } from "../middleware/listing-alerts";
import { createDraft, getEditor, latestDraft, saveDraft } from "../services/listings/drafts";
import { closeListing, deleteListing, pauseListing, reactivateListing, renewListing } from "../services/listings/lifecycle";
import { listMyListings } from "../services/listings/my-listings";
import { confirmListing } from "../services/listing-freshness/confirm";
import { publishListing, updateListing } from "../services/listings/publish";
import { notifyListingHeld } from "../services/listing-reports/advertiser-holds";
import type { AppEnv } from "../types";
import { idParamSchema, recordIdSchema } from "../../domain/ids";
import { route } from "../route-declaration/route";

const idParam = idParamSchema;
const listQuery = z.object({
  status: z.enum(LISTING_STATUSES, { error: "Estado no válido." }).optional(),
  agent_id: recordIdSchema.optional(),
  page: z.coerce.number({ error: "Página no válida." }).int().min(1).max(1000).default(1),
});

// /api/listings: an agent's own listings, from the first draft to renewal. Everyone
// else's answer 404; people who search (no_agente) get 403.
export const listingsRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "The agent's own listings.", access: "agent", input: { query: listQuery } }), async (c) =>
    c.json({ data: await listMyListings(c.var.db, c.var.user, c.req.valid("query")) }),
  )
  .post("/", route({ summary: "A new draft.", access: "agent" }), async (c) => c.json({ data: await createDraft(c.var.db, c.var.user) }, 201))
  .get("/drafts/latest", route({ summary: "The agent's latest draft.", access: "agent" }), async (c) =>
    c.json({ data: await latestDraft(c.var.db, c.var.user) }),
  )
  .get("/:id", route({ summary: "A listing in the editor.", access: "agent", owner: "agent", input: { param: idParam } }), async (c) =>
    c.json({ data: await getEditor(c.var.db, c.var.user, c.req.valid("param").id) }),
  )
  .patch(
    "/:id/draft",
    route({ summary: "Autosaves a draft.", access: "agent", owner: "agent", input: { param: idParam, json: listingDraftSchema } }),
    async (c) => c.json({ data: await saveDraft(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .post(
    "/:id/publish",
    route({ summary: "Publishes a draft (spends a pass).", access: "agent", owner: "agent", verifiedEmail: true, input: { param: idParam } }),
    sendListingAlertsAfter,
    async (c) => {
      const published = await publishListing(c.var.db, c.var.user, c.req.valid("param").id);
      if (published.held === "fotos_copiadas")
        c.executionCtx.waitUntil(notifyListingHeld(c.var.db, c.var.config, c.var.origin, published.id, published.held));
      return c.json({ data: published });
    },
  )
  // Each field checked here; the whole listing (rules between fields) in the service.
  .put(
    "/:id",
    route({ summary: "Saves a listing's changes.", access: "agent", owner: "agent", input: { param: idParam, json: listingDraftSchema } }),
    sendListingAlertsAfter,
    async (c) => c.json({ data: await updateListing(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json")) }),
  )
  .post("/:id/pause", route({ summary: "Pauses a listing.", access: "agent", owner: "agent", input: { param: idParam } }), async (c) =>
    c.json({ data: await pauseListing(c.var.db, c.var.user, c.req.valid("param").id) }),
  )
  .post(
    "/:id/reactivate",
    route({ summary: "Reactivates a paused listing.", access: "agent", owner: "agent", input: { param: idParam } }),
    sendListingAlertsAfter,
    async (c) => c.json({ data: await reactivateListing(c.var.db, c.var.user, c.req.valid("param").id) }),
  )
  // "Sigue disponible": the listing's freshness (a listing por_confirmar comes back to search).
  .post(
    "/:id/confirm",
    route({ summary: '"Sigue disponible": the listing\'s freshness.', access: "agent", owner: "agent", input: { param: idParam } }),
    sendListingAlertsAfter,
    async (c) => c.json({ data: await confirmListing(c.var.db, c.var.user, c.req.valid("param").id) }),
  )
  .post(
    "/:id/close",
    route({ summary: "Closes a listing (rented or sold).", access: "agent", owner: "agent", input: { param: idParam } }),
    async (c) => c.json({ data: await closeListing(c.var.db, c.var.user, c.req.valid("param").id) }),
  )
  .post(
    "/:id/renew",
    route({ summary: "Renews a listing (spends a pass).", access: "agent", owner: "agent", verifiedEmail: true, input: { param: idParam } }),
    sendListingAlertsAfter,
    async (c) => c.json({ data: await renewListing(c.var.db, c.var.user, c.req.valid("param").id) }),
  )
  .delete("/:id", route({ summary: "Deletes a listing and its photos.", access: "agent", owner: "agent", input: { param: idParam } }), async (c) => {
    const keys = await deleteListing(c.var.db, c.var.user, c.req.valid("param").id);
    if (keys.length) c.executionCtx.waitUntil(c.env.PHOTOS.delete(keys));
    return c.body(null, 204);
  });
