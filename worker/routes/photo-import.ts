import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { listPhotoImportListings } from "../services/listings/photo-import-listings";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/photo-import/listings: the listings the caller may add photos to in bulk (an
// agent's own, an agency owner's agency's), compact, for matching file names in the
// browser. Buyers get 403; nobody sees another person's listings.
export const photoImportRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/listings", route({ summary: "The listings whose photos can be imported.", access: "agent" }), async (c) =>
    c.json({ data: await listPhotoImportListings(c.var.db, c.var.user) }),
  );
