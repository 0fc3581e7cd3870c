// A client list's board: made on first visit, filled with the list's favourites as
// snapshots (clones with their photos), and kept in step when the list grows.
import { and, count, eq, inArray, max, sql } from "drizzle-orm";
import type { BoardView, MigrationResult } from "../../../domain/boards/board";
import type { Db } from "../../../db/client";
import { boardItems, clientBoards, clonedProperties } from "../../../db/schema/boards";
import { favoriteLists, favoriteProperties } from "../../../db/schema/favorites";
import { properties } from "../../../db/schema/properties";
import { DomainError } from "../../../domain/errors/domain-error";
import { agentCardQuery, toAgentContact } from "../property-detail";
import { FAVORITE_MESSAGES } from "../../../domain/favorites/favorite-messages";
import { boardView } from "./board-view";
import type { BoardRow } from "./board-rows";

async function ownListRow(db: Db, agentId: string, listId: string) {
  const [list] = await db
    .select()
    .from(favoriteLists)
    .where(and(eq(favoriteLists.id, listId), eq(favoriteLists.userId, agentId)));
  if (!list) throw new DomainError("not_found", FAVORITE_MESSAGES.listNotFound);
  return list;
}

async function boardOfList(db: Db, agentId: string, list: { id: string; name: string }): Promise<BoardRow | undefined> {
  const [board] = await db
    .select()
    .from(clientBoards)
    .where(and(eq(clientBoards.agentId, agentId), eq(clientBoards.listId, list.id)))
    .limit(1);
  return board;
}

// The board of a client list (made empty on first visit) and whether its favourites
// still have to be copied in.
export async function boardForList(db: Db, agentId: string, listId: string, origin: string): Promise<BoardView & { needs_migration: boolean }> {
  const list = await ownListRow(db, agentId, listId);
  let board = await boardOfList(db, agentId, list);
  if (!board)
    [board] = await db.insert(clientBoards).values({ id: crypto.randomUUID(), agentId, listId: list.id, clientName: list.name }).returning();
  const [[favorites], [onBoard]] = await db.batch([
    db.select({ n: count() }).from(favoriteProperties).where(eq(favoriteProperties.listId, list.id)),
    db
      .select({ n: count() })
      .from(boardItems)
      .innerJoin(clonedProperties, eq(clonedProperties.id, boardItems.clonedPropertyId))
      .where(
        and(
          eq(boardItems.boardId, board.id),
          sql`${clonedProperties.sourcePropertyId} IN (SELECT property_id FROM favorite_properties WHERE list_id = ${list.id})`,
        ),
      ),
  ]);
  const view = await boardView(db, board, origin, true);
  return { ...view, needs_migration: favorites.n > onBoard.n };
}

// migrate-favorite-list: every favourite of the list not yet on the board becomes a
// snapshot (clone with its photos) in Propiedades. Running it again adds nothing twice.
export async function migrateList(db: Db, agentId: string, listId: string): Promise<MigrationResult> {
  const list = await ownListRow(db, agentId, listId);
  const board =
    (await boardOfList(db, agentId, list)) ??
    (await db.insert(clientBoards).values({ id: crypto.randomUUID(), agentId, listId: list.id, clientName: list.name }).returning())[0];
  const favorites = await db
    .select({ propertyId: favoriteProperties.propertyId })
    .from(favoriteProperties)
    .where(eq(favoriteProperties.listId, list.id))
    .orderBy(favoriteProperties.createdAt);
  const migrated = await cloneIntoBoard(
    db,
    board,
    favorites.map((f) => f.propertyId),
  );
  return { migratedProperties: migrated, totalProperties: favorites.length, boardId: board.id };
}

// A property added to a list later also reaches the list's board.
export async function addListingToListBoards(db: Db, listId: string, propertyId: string): Promise<string[]> {
  const boards = await db.select().from(clientBoards).where(eq(clientBoards.listId, listId));
  const changed: string[] = [];
  for (const board of boards) if ((await cloneIntoBoard(db, board, [propertyId])) > 0) changed.push(board.id);
  return changed;
}

async function cloneIntoBoard(db: Db, board: BoardRow, propertyIds: string[]): Promise<number> {
  if (propertyIds.length === 0) return 0;
  const present = await db
    .select({ source: clonedProperties.sourcePropertyId })
    .from(boardItems)
    .innerJoin(clonedProperties, eq(clonedProperties.id, boardItems.clonedPropertyId))
    .where(and(eq(boardItems.boardId, board.id), inArray(clonedProperties.sourcePropertyId, propertyIds)));
  const have = new Set(present.map((p) => p.source));
  const notYet = [...new Set(propertyIds)].filter((id) => !have.has(id));
  if (notYet.length === 0) return 0;
  // Only published listings reach a client's board (a draft or a paused one is not public).
  const published = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(inArray(properties.id, notYet), eq(properties.status, "publicada")));
  const publishedIds = new Set(published.map((p) => p.id));
  const missing = notYet.filter((id) => publishedIds.has(id));
  if (missing.length === 0) return 0;
  const [{ top }] = await db
    .select({ top: max(boardItems.position) })
    .from(boardItems)
    .where(eq(boardItems.boardId, board.id));
  const [agent] = await agentCardQuery(db, board.agentId);
  const contact = agent ? JSON.stringify(toAgentContact(agent)) : null;
  const statements = missing.flatMap((propertyId, i) => {
    const cloneId = crypto.randomUUID();
    return [
      db.run(sql`INSERT INTO cloned_properties (id, source_property_id, title, price, maintenance, address, neighborhood, bedrooms, bathrooms, parking_spaces, total_surface, built_surface, description, features, operation_type, property_type, agent_contact_info)
        SELECT ${cloneId}, id, title, price, maintenance, address, neighborhood, bedrooms, bathrooms, parking_spaces, total_surface, built_surface, description, features, operation_type, property_type, ${contact}
        FROM properties WHERE id = ${propertyId} AND status = 'publicada'`),
      db.run(sql`INSERT INTO cloned_property_images (id, cloned_property_id, url, is_main, display_order)
        SELECT lower(hex(randomblob(16))), ${cloneId}, url, is_main, display_order FROM property_images
        WHERE property_id = ${propertyId} AND EXISTS (SELECT 1 FROM cloned_properties WHERE id = ${cloneId})`),
      db.run(sql`INSERT INTO board_items (id, board_id, cloned_property_id, status, position)
        SELECT ${crypto.randomUUID()}, ${board.id}, ${cloneId}, 'pool', ${(top ?? 0) + i + 1} WHERE EXISTS (SELECT 1 FROM cloned_properties WHERE id = ${cloneId})`),
    ];
  });
  statements.push(db.run(sql`UPDATE client_boards SET updated_at = ${Date.now()} WHERE id = ${board.id}`));
  await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  return missing.length;
}
