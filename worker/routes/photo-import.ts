import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { requireAgent, requireUser } from "../middleware/require-user";
import { listPhotoImportListings } from "../services/listings/photo-import-listings";
import type { AppEnv } from "../types";

// GET /api/photo-import/listings: the listings the caller may add photos to in bulk (an
// agent's own, an agency owner's agency's), compact, for matching file names in the
// browser. Buyers get 403; nobody sees another person's listings.
export const photoImportRoutes = new Hono<AppEnv>()
  .use("*", requireUser, requireAgent, noStore)
  .get("/listings", async (c) => c.json({ data: await listPhotoImportListings(c.var.db, c.var.user) }));
