import { Hono } from "hono";
import { importBatchSchema } from "../../domain/listing-imports/import-contract";
import { noStore } from "../middleware/no-store";
import { requireAgent, requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { describeErrorForLog } from "../middleware/log-redaction";
import { fetchImportPhotos } from "../services/listing-imports/fetch-photos";
import { importRows } from "../services/listing-imports/import-rows";
import type { AppEnv } from "../types";

// /api/listing-imports: what /import-properties sends, for agents and agencies. The rows
// of a file arrive in chunks of 100 and become borradores; their photos are fetched after
// the answer (and by the cron trigger).
export const listingImportsRoutes = new Hono<AppEnv>()
  .use("*", requireUser, requireAgent, noStore)
  .post("/rows", validate("json", importBatchSchema), async (c) => {
    const publicPhotoUrlsOnly = c.var.config.APP_ENV === "production";
    const { results, photosQueued } = await importRows(c.var.db, c.var.user, c.req.valid("json").rows, { publicPhotoUrlsOnly });
    if (photosQueued > 0) {
      c.executionCtx.waitUntil(
        fetchImportPhotos(c.var.db, c.env.PHOTOS, { publicPhotoUrlsOnly }).catch((error) =>
          console.error("import_photos_failed", { error: describeErrorForLog(error) }),
        ),
      );
    }
    return c.json({ data: { items: results } });
  });
