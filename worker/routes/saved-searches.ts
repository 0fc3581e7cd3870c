import { Hono } from "hono";
import { idParamSchema } from "../../domain/ids";
import { createSavedSearchSchema, updateSavedSearchSchema } from "../../domain/saved-searches/saved-search-schema";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { createSavedSearch, deleteSavedSearch, listSavedSearches, markSavedSearchSeen, updateSavedSearch } from "../services/saved-searches";
import type { AppEnv } from "../types";

// Saved searches: the signed-in person's own, at most 50 (another person's is a 404).
export const savedSearchesRoutes = new Hono<AppEnv>()
  .use("*", requireUser, noStore)
  .get("/", async (c) => c.json({ data: await listSavedSearches(c.var.db, c.var.user.id) }))
  .post("/", validate("json", createSavedSearchSchema), async (c) =>
    c.json({ data: await createSavedSearch(c.var.db, c.var.user.id, c.req.valid("json")) }, 201),
  )
  .patch("/:id", validate("param", idParamSchema), validate("json", updateSavedSearchSchema), async (c) =>
    c.json({ data: await updateSavedSearch(c.var.db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")) }),
  )
  // The owner opened the search: its new matches are counted from now.
  .post("/:id/seen", validate("param", idParamSchema), async (c) =>
    c.json({ data: await markSavedSearchSeen(c.var.db, c.var.user.id, c.req.valid("param").id) }),
  )
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    await deleteSavedSearch(c.var.db, c.var.user.id, c.req.valid("param").id);
    return c.body(null, 204);
  });
