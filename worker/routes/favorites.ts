import { Hono } from "hono";
import * as z from "zod";
import { addToListSchema, createListSchema } from "../../domain/favorites/favorites";
import { noStore } from "../middleware/no-store";
import { route } from "../route-declaration/route";
import { closeBoardRoom, refreshBoardRooms } from "../services/board-rooms";
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
const listParam = z.object({ listId: id });
const propertyParam = z.object({ propertyId: id });

// Favourite lists (client lists for agents). Everything is the signed-in user's own.
export const favoritesRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get(
    "/saved-ids",
    route({ summary: "Every listing the user saved, in any list (ids only, capped): the hearts fill from it.", access: "signed-in" }),
    async (c) => c.json({ data: await savedListingIds(c.var.db, c.var.user.id) }),
  )
  .get("/lists", route({ summary: "The user's lists.", access: "signed-in" }), async (c) =>
    c.json({ data: await listFavoriteLists(c.var.db, c.var.user.id) }),
  )
  .post("/lists", route({ summary: "A new list.", access: "signed-in", input: { json: createListSchema } }), async (c) =>
    c.json({ data: await createFavoriteList(c.var.db, c.var.user.id, c.req.valid("json").name) }, 201),
  )
  .delete(
    "/lists/:listId",
    route({ summary: "Deletes a list (and closes its boards' rooms).", access: "signed-in", owner: "user", input: { param: listParam } }),
    async (c) => {
      const boardIds = await deleteFavoriteList(c.var.db, c.var.user.id, c.req.valid("param").listId);
      if (boardIds.length) c.executionCtx.waitUntil(Promise.all(boardIds.map((id) => closeBoardRoom(c.env, id, "all"))));
      return c.body(null, 204);
    },
  )
  .get(
    "/lists/:listId/properties",
    route({ summary: "A list's listings.", access: "signed-in", owner: "user", input: { param: listParam } }),
    async (c) => c.json({ data: await listItems(c.var.db, c.var.user.id, c.req.valid("param").listId) }),
  )
  .post(
    "/lists/:listId/properties",
    route({ summary: "Saves a listing in a list.", access: "signed-in", owner: "user", input: { param: listParam, json: addToListSchema } }),
    async (c) => {
      const { id: favoriteId, boardIds } = await addToList(c.var.db, c.var.user.id, c.req.valid("param").listId, c.req.valid("json").propertyId);
      if (boardIds.length) c.executionCtx.waitUntil(refreshBoardRooms(c.env, boardIds, c.var.origin));
      return c.json({ data: { id: favoriteId } }, 201);
    },
  )
  .delete(
    "/lists/:listId/properties/:propertyId",
    route({
      summary: "Takes a listing out of a list.",
      access: "signed-in",
      owner: "user",
      input: { param: z.object({ listId: id, propertyId: id }) },
    }),
    async (c) => {
      const { listId, propertyId } = c.req.valid("param");
      await removeFromList(c.var.db, c.var.user.id, listId, propertyId);
      return c.body(null, 204);
    },
  )
  .delete(
    "/items/:favoriteId",
    route({ summary: "Removes one saved item.", access: "signed-in", owner: "user", input: { param: z.object({ favoriteId: id }) } }),
    async (c) => {
      await removeFavoriteItem(c.var.db, c.var.user.id, c.req.valid("param").favoriteId);
      return c.body(null, 204);
    },
  )
  .get(
    "/containing/:propertyId",
    route({ summary: "The user's lists that hold a listing.", access: "signed-in", input: { param: propertyParam } }),
    async (c) => c.json({ data: await listsContaining(c.var.db, c.var.user.id, c.req.valid("param").propertyId) }),
  )
  .delete(
    "/containing/:propertyId",
    route({ summary: "Takes a listing out of every list of the user.", access: "signed-in", input: { param: propertyParam } }),
    async (c) => {
      await removeFromAllLists(c.var.db, c.var.user.id, c.req.valid("param").propertyId);
      return c.body(null, 204);
    },
  );
