import { Hono } from "hono";
import { ACCOUNT_MESSAGES } from "../../domain/auth/account-messages";
import { bulkPublishSchema, columnMappingSchema, mappingQuerySchema, photoStatusQuerySchema } from "../../domain/listing-imports/import-api";
import { importBatchSchema } from "../../domain/listing-imports/import-contract";
import { feedRequestSchema } from "../../domain/listing-imports/feed-contract";
import { ApiError } from "../middleware/errors";
import { describeErrorForLog } from "../logging/log-redaction";
import { noStore } from "../middleware/no-store";
import { bulkPublish } from "../services/listing-imports/bulk-publish";
import { getColumnMapping, saveColumnMapping } from "../services/listing-imports/column-mappings";
import { fetchEasyBrokerFeed, FeedFailure } from "../services/listing-imports/fetch-feed";
import { assertCanImport, importAllowance, reservePhotoFetches } from "../services/listing-imports/import-allowance";
import { enqueueImportPhotos } from "../services/listing-imports/photo-queue";
import { importRows } from "../services/listing-imports/import-rows";
import { importPhotoStatuses } from "../services/listing-imports/photo-statuses";
import { alertMailer } from "../services/saved-search-alerts/alert-mailer";
import { sendListingAlerts } from "../services/saved-search-alerts/send-alerts";
import { notifyListingHeld } from "../services/listing-reports/advertiser-holds";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// /api/listing-imports: what /import-properties sends, for agents and agencies. The rows
// of a file arrive in chunks of 100 and become borradores; their photos are fetched by the
// import photo queue's consumer (services/listing-imports/photo-queue.ts); the borradores
// are then published in bulk. An EasyBroker feed by URL is fetched here and answered as the
// table a file gives. Only an account with a confirmed e-mail and a verified phone imports
// (rows or a feed); its photos by URL count against its daily cap and go on the photo queue,
// one message per listing.
export const listingImportsRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .post(
    "/feed",
    route({ summary: "An EasyBroker feed by URL, answered as the table a file gives.", access: "agent", input: { json: feedRequestSchema } }),
    async (c) => {
      await assertCanImport(c.var.db, c.var.user);
      const publicOnly = c.var.config.APP_ENV === "production";
      try {
        return c.json({ data: await fetchEasyBrokerFeed(c.req.valid("json").url, { publicOnly }) });
      } catch (error) {
        if (error instanceof FeedFailure) throw new ApiError(error.status, error.code, error.message);
        throw error;
      }
    },
  )
  .post(
    "/rows",
    route({ summary: "A chunk of up to 100 rows of a file, as borradores.", access: "agent", input: { json: importBatchSchema } }),
    async (c) => {
      const { db, user } = c.var;
      await assertCanImport(db, user);
      const { results, photoListings } = await importRows(db, user, c.req.valid("json").rows, {
        publicPhotoUrlsOnly: c.var.config.APP_ENV === "production",
        reservePhotos: (wanted) => reservePhotoFetches(db, user.id, wanted),
      });
      await enqueueImportPhotos(c.env.IMPORT_PHOTOS, photoListings);
      return c.json({ data: { items: results } });
    },
  )
  .get("/allowance", route({ summary: "What the account may import today.", access: "agent" }), async (c) =>
    c.json({ data: await importAllowance(c.var.db, c.var.user) }),
  )
  .post(
    "/publish",
    route({ summary: "Publishes imported borradores in bulk (or says what would happen).", access: "agent", input: { json: bulkPublishSchema } }),
    async (c) => {
      const input = c.req.valid("json");
      // Publishing spends passes and shows the agent's contact: a confirmed e-mail first (as
      // a single publish). Asking what would happen needs none.
      if (input.confirm && !c.var.user.emailVerified) throw new ApiError(403, "email_not_verified", ACCOUNT_MESSAGES.emailNotVerified);
      const answer = await bulkPublish(c.var.db, c.var.user, input);
      if (answer.published.length) {
        const { db, config, origin } = c.var;
        const mailer = alertMailer(db, config, origin);
        c.executionCtx.waitUntil(
          (async () => {
            for (const { id, in_review } of answer.published) {
              // Held for copied photos: its advertiser hears why, as after a single publish.
              if (in_review === "fotos_copiadas") await notifyListingHeld(db, config, origin, id, in_review);
              else await sendListingAlerts(db, mailer, id);
            }
          })().catch((error) => console.error("saved_search_alert_failed", { error: describeErrorForLog(error) })),
        );
      }
      return c.json({ data: answer });
    },
  )
  .get(
    "/photos",
    route({ summary: "How the imported listings' photos are doing.", access: "agent", input: { query: photoStatusQuerySchema } }),
    async (c) => c.json({ data: await importPhotoStatuses(c.var.db, c.var.user, c.req.valid("query").listing_ids) }),
  )
  .get("/mapping", route({ summary: "The saved column mapping of a source.", access: "agent", input: { query: mappingQuerySchema } }), async (c) =>
    c.json({ data: await getColumnMapping(c.var.db, c.var.user.id, c.req.valid("query").source) }),
  )
  .put("/mapping", route({ summary: "Saves a source's column mapping.", access: "agent", input: { json: columnMappingSchema } }), async (c) =>
    c.json({ data: await saveColumnMapping(c.var.db, c.var.user.id, c.req.valid("json")) }),
  );
