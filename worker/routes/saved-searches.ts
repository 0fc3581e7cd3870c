import { Hono } from "hono";
import { idParamSchema } from "../../domain/ids";
import { createSavedSearchSchema, updateSavedSearchSchema } from "../../domain/saved-searches/saved-search-schema";
import { noStore } from "../middleware/no-store";
import { createSavedSearch, deleteSavedSearch, listSavedSearches, markSavedSearchSeen, updateSavedSearch } from "../services/saved-searches";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// Saved searches: the signed-in person's own, at most 50 (another person's is a 404).
export const savedSearchesRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "The caller's saved searches.", access: "signed-in" }), async (c) =>
    c.json({ data: await listSavedSearches(c.var.db, c.var.user.id) }),
  )
  .post("/", route({ summary: "Saves a search.", access: "signed-in", input: { json: createSavedSearchSchema } }), async (c) =>
    c.json({ data: await createSavedSearch(c.var.db, c.var.user.id, c.req.valid("json")) }, 201),
  )
  .patch(
    "/:id",
    route({
      summary: "Renames a search or changes its alerts.",
      access: "signed-in",
      owner: "user",
      input: { param: idParamSchema, json: updateSavedSearchSchema },
    }),
    async (c) => c.json({ data: await updateSavedSearch(c.var.db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")) }),
  )
  // The owner opened the search: its new matches are counted from now.
  .post(
    "/:id/seen",
    route({
      summary: "The owner opened the search: new matches count from now.",
      access: "signed-in",
      owner: "user",
      input: { param: idParamSchema },
    }),
    async (c) => c.json({ data: await markSavedSearchSeen(c.var.db, c.var.user.id, c.req.valid("param").id) }),
  )
  .delete("/:id", route({ summary: "Deletes a saved search.", access: "signed-in", owner: "user", input: { param: idParamSchema } }), async (c) => {
    await deleteSavedSearch(c.var.db, c.var.user.id, c.req.valid("param").id);
    return c.body(null, 204);
  });
