import { and, count, desc, eq, inArray, max } from "drizzle-orm";
import {
  DEFAULT_LIST_MESSAGES,
  DEFAULT_LIST_NAME,
  isDefaultList,
  SAVED_IDS_MAX,
  sortLists,
  type SavedListingIds,
  type FavoriteItem,
  type FavoriteList,
} from "../../domain/favorites/favorites";
import type { Db } from "../../db/client";
import { favoriteLists, favoriteProperties } from "../../db/schema/favorites";
import { propertyImages, properties } from "../../db/schema/properties";
import { DomainError } from "../../domain/errors/domain-error";
import { addListingToListBoards } from "./boards/list-boards";
import { deleteBoardsOfList } from "./boards/board-deletion";
import { cardColumns, toCard } from "./listing-model/card";
import { LISTING_GONE } from "../../domain/properties/availability-messages";
import { FAVORITE_MESSAGES } from "../../domain/favorites/favorite-messages";

// The user's lists with their counts; 'Todo' is created on first load.
export async function listFavoriteLists(db: Db, userId: string): Promise<FavoriteList[]> {
  const read = () =>
    db
      .select({ id: favoriteLists.id, name: favoriteLists.name, createdAt: favoriteLists.createdAt, n: count(favoriteProperties.id) })
      .from(favoriteLists)
      .leftJoin(favoriteProperties, eq(favoriteProperties.listId, favoriteLists.id))
      .where(eq(favoriteLists.userId, userId))
      .groupBy(favoriteLists.id)
      .orderBy(desc(favoriteLists.createdAt));
  let rows = await read();
  if (!rows.some(isDefaultList)) {
    await db.insert(favoriteLists).values({ id: crypto.randomUUID(), name: DEFAULT_LIST_NAME, userId }).onConflictDoNothing();
    rows = await read();
  }
  return sortLists(
    rows.map((r) => ({ id: r.id, name: r.name, created_at: r.createdAt.toISOString(), property_count: r.n, is_default: isDefaultList(r) })),
  );
}

export async function createFavoriteList(db: Db, userId: string, name: string): Promise<FavoriteList> {
  if (isDefaultList({ name })) throw new DomainError("duplicate_list", DEFAULT_LIST_MESSAGES.nameTaken);
  const [row] = await db.insert(favoriteLists).values({ id: crypto.randomUUID(), name, userId }).returning();
  return { id: row.id, name: row.name, created_at: row.createdAt.toISOString(), property_count: 0, is_default: isDefaultList(row) };
}

// Another user's list does not exist for this one.
export async function ownList(db: Db, userId: string, listId: string) {
  const [list] = await db
    .select()
    .from(favoriteLists)
    .where(and(eq(favoriteLists.id, listId), eq(favoriteLists.userId, userId)));
  if (!list) throw new DomainError("not_found", FAVORITE_MESSAGES.listNotFound);
  return list;
}

// Deleting a list (a client, for agents) removes its board, items, clones and links too;
// answers the ids of the boards that went with it.
export async function deleteFavoriteList(db: Db, userId: string, listId: string): Promise<string[]> {
  const list = await ownList(db, userId, listId);
  if (isDefaultList(list)) throw new DomainError("cannot_delete", DEFAULT_LIST_MESSAGES.cannotDelete);
  const boardIds = await deleteBoardsOfList(db, userId, list.id);
  await db.delete(favoriteLists).where(eq(favoriteLists.id, list.id));
  return boardIds;
}

export async function listItems(db: Db, userId: string, listId: string): Promise<FavoriteItem[]> {
  await ownList(db, userId, listId);
  const rows = await db
    .select({ ...cardColumns, favoriteId: favoriteProperties.id })
    .from(properties)
    .leftJoin(propertyImages, and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.isMain, true)))
    .innerJoin(favoriteProperties, eq(favoriteProperties.propertyId, properties.id))
    .where(eq(favoriteProperties.listId, listId))
    .orderBy(desc(favoriteProperties.createdAt));
  return rows.map((r) => ({ id: r.favoriteId, property: toCard(r) }));
}

// Returns the new favourite and the boards that received the property.
export async function addToList(db: Db, userId: string, listId: string, propertyId: string): Promise<{ id: string; boardIds: string[] }> {
  await ownList(db, userId, listId);
  // Only a published listing can be saved (a draft or a paused one is not public).
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, "publicada")));
  if (!listing) throw new DomainError("not_found", LISTING_GONE);
  const inserted = await db
    .insert(favoriteProperties)
    .values({ id: crypto.randomUUID(), listId, propertyId })
    .onConflictDoNothing()
    .returning({ id: favoriteProperties.id });
  if (inserted.length === 0) throw new DomainError("duplicate", FAVORITE_MESSAGES.alreadyInList);
  const boardIds = await addListingToListBoards(db, listId, propertyId);
  return { id: inserted[0].id, boardIds };
}

export async function removeFromList(db: Db, userId: string, listId: string, propertyId: string): Promise<void> {
  await ownList(db, userId, listId);
  await db.delete(favoriteProperties).where(and(eq(favoriteProperties.listId, listId), eq(favoriteProperties.propertyId, propertyId)));
}

export async function removeFavoriteItem(db: Db, userId: string, favoriteId: string): Promise<void> {
  const [item] = await db
    .select({ id: favoriteProperties.id })
    .from(favoriteProperties)
    .innerJoin(favoriteLists, eq(favoriteLists.id, favoriteProperties.listId))
    .where(and(eq(favoriteProperties.id, favoriteId), eq(favoriteLists.userId, userId)));
  if (!item) throw new DomainError("not_found", FAVORITE_MESSAGES.itemNotFound);
  await db.delete(favoriteProperties).where(eq(favoriteProperties.id, item.id));
}

export async function listsContaining(db: Db, userId: string, propertyId: string): Promise<string[]> {
  const rows = await db
    .select({ listId: favoriteProperties.listId })
    .from(favoriteProperties)
    .innerJoin(favoriteLists, eq(favoriteLists.id, favoriteProperties.listId))
    .where(and(eq(favoriteProperties.propertyId, propertyId), eq(favoriteLists.userId, userId)));
  return rows.map((r) => r.listId);
}

export async function removeFromAllLists(db: Db, userId: string, propertyId: string): Promise<void> {
  const listIds = await listsContaining(db, userId, propertyId);
  if (listIds.length === 0) return;
  await db.delete(favoriteProperties).where(and(eq(favoriteProperties.propertyId, propertyId), inArray(favoriteProperties.listId, listIds)));
}

// The ids of every listing in the user's lists, newest save first, capped (one read of
// their lists through favorite_lists_user_idx, then each list's rows through its unique
// (list, property) index).
export async function savedListingIds(db: Db, userId: string): Promise<SavedListingIds> {
  const rows = await db
    .select({ propertyId: favoriteProperties.propertyId })
    .from(favoriteLists)
    .innerJoin(favoriteProperties, eq(favoriteProperties.listId, favoriteLists.id))
    .where(eq(favoriteLists.userId, userId))
    .groupBy(favoriteProperties.propertyId)
    .orderBy(desc(max(favoriteProperties.createdAt)), favoriteProperties.propertyId)
    .limit(SAVED_IDS_MAX + 1);
  return { items: rows.slice(0, SAVED_IDS_MAX).map((r) => r.propertyId), truncated: rows.length > SAVED_IDS_MAX };
}
