import { Hono } from "hono";
import * as z from "zod";
import { addToListSchema, createListSchema } from "../../domain/favorites/favorites";
import { noStore } from "../middleware/no-store";
import { closeBoardRoom, refreshBoardRooms } from "../services/board-rooms";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import {
  addToList,
  createFavoriteList,
  deleteFavoriteList,
  listFavoriteLists,
  listItems,
  listsContaining,
  removeFavoriteItem,
  removeFromAllLists,
  removeFromList,
  savedListingIds,
} from "../services/favorites";
import type { AppEnv } from "../types";
import { recordIdSchema } from "../../domain/ids";

const id = recordIdSchema;

// Favourite lists (client lists for agents). Everything is the signed-in user's own.
export const favoritesRoutes = new Hono<AppEnv>()
  .use("*", requireUser, noStore)
  // Every listing the user saved, in any list (ids only, capped): the hearts fill from it.
  .get("/saved-ids", async (c) => c.json({ data: await savedListingIds(c.var.db, c.var.user.id) }))
  .get("/lists", async (c) => c.json({ data: await listFavoriteLists(c.var.db, c.var.user.id) }))
  .post("/lists", validate("json", createListSchema), async (c) =>
    c.json({ data: await createFavoriteList(c.var.db, c.var.user.id, c.req.valid("json").name) }, 201),
  )
  .delete("/lists/:listId", validate("param", z.object({ listId: id })), async (c) => {
    const boardIds = await deleteFavoriteList(c.var.db, c.var.user.id, c.req.valid("param").listId);
    if (boardIds.length) c.executionCtx.waitUntil(Promise.all(boardIds.map((id) => closeBoardRoom(c.env, id, "all"))));
    return c.body(null, 204);
  })
  .get("/lists/:listId/properties", validate("param", z.object({ listId: id })), async (c) =>
    c.json({ data: await listItems(c.var.db, c.var.user.id, c.req.valid("param").listId) }),
  )
  .post("/lists/:listId/properties", validate("param", z.object({ listId: id })), validate("json", addToListSchema), async (c) => {
    const { id: favoriteId, boardIds } = await addToList(c.var.db, c.var.user.id, c.req.valid("param").listId, c.req.valid("json").propertyId);
    if (boardIds.length) c.executionCtx.waitUntil(refreshBoardRooms(c.env, boardIds, c.var.origin));
    return c.json({ data: { id: favoriteId } }, 201);
  })
  .delete("/lists/:listId/properties/:propertyId", validate("param", z.object({ listId: id, propertyId: id })), async (c) => {
    const { listId, propertyId } = c.req.valid("param");
    await removeFromList(c.var.db, c.var.user.id, listId, propertyId);
    return c.body(null, 204);
  })
  .delete("/items/:favoriteId", validate("param", z.object({ favoriteId: id })), async (c) => {
    await removeFavoriteItem(c.var.db, c.var.user.id, c.req.valid("param").favoriteId);
    return c.body(null, 204);
  })
  .get("/containing/:propertyId", validate("param", z.object({ propertyId: id })), async (c) =>
    c.json({ data: await listsContaining(c.var.db, c.var.user.id, c.req.valid("param").propertyId) }),
  )
  .delete("/containing/:propertyId", validate("param", z.object({ propertyId: id })), async (c) => {
    await removeFromAllLists(c.var.db, c.var.user.id, c.req.valid("param").propertyId);
    return c.body(null, 204);
  });
