import { personTrust } from "./trust/advertiser-trust";
import { clonePhotoUrl, mediaKeyOf } from "./trust/share-sheet";
import { accountSuspended } from "./trust/suspended-advertiser";
import { and, count, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Board, BoardItem, BoardStatus, BoardView, ClonedPropertyDetail, MigrationResult } from "../../domain/boards/board";
import type { Db } from "../../db/client";
import { boardItems, boardShareTokens, clientBoards, clonedProperties, clonedPropertyImages } from "../../db/schema/boards";
import { favoriteLists, favoriteProperties } from "../../db/schema/favorites";
import { properties } from "../../db/schema/properties";
import { DomainError } from "../../domain/errors/domain-error";
import { agentCardQuery, toAgentContact } from "./property-detail";
import { newShareToken } from "./property-shares";
import { LISTING_GONE } from "../../domain/properties/availability-messages";
import { pageHref } from "../../domain/pages/page-routes";
import { FAVORITE_MESSAGES } from "../../domain/favorites/favorite-messages";
import { DEFAULT_LIST_MESSAGES, isDefaultList } from "../../domain/favorites/favorites";

type BoardRow = typeof clientBoards.$inferSelect;

export async function ownBoard(db: Db, agentId: string, boardId: string): Promise<BoardRow> {
  const [board] = await db
    .select()
    .from(clientBoards)
    .where(and(eq(clientBoards.id, boardId), eq(clientBoards.agentId, agentId)));
  if (!board) throw new DomainError("not_found", FAVORITE_MESSAGES.listNotFound);
  return board;
}

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

export async function boardItemsOf(db: Db, boardId: string): Promise<BoardItem[]> {
  const rows = await db
    .select({
      id: boardItems.id,
      status: boardItems.status,
      position: boardItems.position,
      updatedAt: boardItems.updatedAt,
      clone: clonedProperties,
      imageUrl: sql<
        string | null
      >`(SELECT url FROM cloned_property_images i WHERE i.cloned_property_id = ${clonedProperties.id} ORDER BY i.is_main DESC, i.display_order LIMIT 1)`,
      photoCount: sql<number>`(SELECT count(*) FROM cloned_property_images i WHERE i.cloned_property_id = ${clonedProperties.id})`,
    })
    .from(boardItems)
    .innerJoin(clonedProperties, eq(clonedProperties.id, boardItems.clonedPropertyId))
    .where(eq(boardItems.boardId, boardId))
    .orderBy(boardItems.position);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    position: r.position,
    updated_at: r.updatedAt.toISOString(),
    property: {
      id: r.clone.id,
      title: r.clone.title,
      price: r.clone.price,
      operation_type: r.clone.operationType,
      property_type: r.clone.propertyType,
      address: r.clone.address,
      neighborhood: r.clone.neighborhood,
      bedrooms: r.clone.bedrooms,
      bathrooms: r.clone.bathrooms,
      parking_spaces: r.clone.parkingSpaces,
      total_surface: r.clone.totalSurface,
      built_surface: r.clone.builtSurface,
      image_url: clonePhotoUrl(r.clone.id, r.imageUrl),
      photo_count: Number(r.photoCount),
    },
  }));
}

// The board as its agent (asAgent) or a client with the link sees it.
export async function boardView(db: Db, board: BoardRow, origin: string, asAgent: boolean): Promise<BoardView> {
  const [tokens, agents] = await db.batch([
    db
      .select()
      .from(boardShareTokens)
      .where(and(eq(boardShareTokens.boardId, board.id), isNull(boardShareTokens.revokedAt)))
      .orderBy(desc(boardShareTokens.createdAt))
      .limit(1),
    agentCardQuery(db, board.agentId),
  ]);
  const showContact = asAgent || board.showAgentContact;
  const view: Board = {
    id: board.id,
    list_id: board.listId,
    client_name: board.clientName,
    updated_at: board.updatedAt.toISOString(),
    share: asAgent && tokens[0] ? { token: tokens[0].token, url: `${origin}${pageHref.publicBoard(tokens[0].token)}` } : null,
    show_agent_contact: board.showAgentContact,
    agent: showContact && agents[0] ? toAgentContact(agents[0]) : null,
  };
  return { board: view, items: await boardItemsOf(db, board.id) };
}

// generate-board-token: a new unguessable link replaces the old one.
export async function regenerateBoardLink(db: Db, agentId: string, boardId: string, origin: string) {
  const board = await ownBoard(db, agentId, boardId);
  const token = newShareToken();
  await db.batch([
    db
      .update(boardShareTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(boardShareTokens.boardId, board.id), isNull(boardShareTokens.revokedAt))),
    db.insert(boardShareTokens).values({ token, boardId: board.id }),
  ]);
  return { shareUrl: `${origin}${pageHref.publicBoard(token)}`, token };
}

export async function revokeBoardLink(db: Db, agentId: string, boardId: string): Promise<void> {
  const board = await ownBoard(db, agentId, boardId);
  await db
    .update(boardShareTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(boardShareTokens.boardId, board.id), isNull(boardShareTokens.revokedAt)));
}

export async function setShowAgentContact(db: Db, agentId: string, boardId: string, show: boolean): Promise<void> {
  const board = await ownBoard(db, agentId, boardId);
  await db.update(clientBoards).set({ showAgentContact: show, updatedAt: new Date() }).where(eq(clientBoards.id, board.id));
}

// The board a room is named after, or null once it is deleted.
export async function boardById(db: Db, boardId: string): Promise<BoardRow | null> {
  const [board] = await db.select().from(clientBoards).where(eq(clientBoards.id, boardId));
  return board ?? null;
}

// The board a live link opens, or null when the link is unknown or revoked, or the board's
// agent is suspended (the link then reads as gone, its cards too).
export async function boardByToken(db: Db, token: string): Promise<BoardRow | null> {
  const [row] = await db
    .select({ board: clientBoards })
    .from(boardShareTokens)
    .innerJoin(clientBoards, eq(clientBoards.id, boardShareTokens.boardId))
    .where(and(eq(boardShareTokens.token, token), isNull(boardShareTokens.revokedAt), sql`NOT ${accountSuspended(clientBoards.agentId)}`));
  return row?.board ?? null;
}

// delete-client-board: the board, its items, clones and links, and its client list.
export async function deleteBoard(db: Db, agentId: string, boardId: string): Promise<void> {
  const board = await ownBoard(db, agentId, boardId);
  if (board.listId) {
    const [list] = await db.select().from(favoriteLists).where(eq(favoriteLists.id, board.listId));
    if (list && isDefaultList(list)) throw new DomainError("cannot_delete", DEFAULT_LIST_MESSAGES.cannotDelete);
  }
  await deleteBoardRows(db, [board.id]);
  if (board.listId) await db.delete(favoriteLists).where(and(eq(favoriteLists.id, board.listId), eq(favoriteLists.userId, agentId)));
}

export async function deleteBoardsOfList(db: Db, agentId: string, listId: string): Promise<string[]> {
  const boards = await db
    .select({ id: clientBoards.id })
    .from(clientBoards)
    .where(and(eq(clientBoards.listId, listId), eq(clientBoards.agentId, agentId)));
  await deleteBoardRows(
    db,
    boards.map((b) => b.id),
  );
  return boards.map((b) => b.id);
}

async function deleteBoardRows(db: Db, boardIds: string[]): Promise<void> {
  if (boardIds.length === 0) return;
  const clones = db.select({ id: boardItems.clonedPropertyId }).from(boardItems).where(inArray(boardItems.boardId, boardIds));
  // Clones cascade to their photos and items; tokens cascade with the board.
  await db.batch([
    db.delete(clonedProperties).where(inArray(clonedProperties.id, clones)),
    db.delete(clientBoards).where(inArray(clientBoards.id, boardIds)),
  ]);
}

// A board card's detail, for the owning agent or whoever holds the board's live link.
export async function clonedPropertyFor(db: Db, cloneId: string, access: { agentId?: string; token?: string }): Promise<ClonedPropertyDetail> {
  const [row] = await db
    .select({ clone: clonedProperties, boardId: boardItems.boardId, agentId: clientBoards.agentId })
    .from(clonedProperties)
    .innerJoin(boardItems, eq(boardItems.clonedPropertyId, clonedProperties.id))
    .innerJoin(clientBoards, eq(clientBoards.id, boardItems.boardId))
    .where(eq(clonedProperties.id, cloneId));
  const notFound = new DomainError("not_found", LISTING_GONE);
  if (!row) throw notFound;
  const byToken = access.token ? await boardByToken(db, access.token) : null;
  if (row.agentId !== access.agentId && byToken?.id !== row.boardId) throw notFound;
  const [images, agents] = await db.batch([
    db
      .select({ url: clonedPropertyImages.url, is_main: clonedPropertyImages.isMain })
      .from(clonedPropertyImages)
      .where(eq(clonedPropertyImages.clonedPropertyId, cloneId))
      .orderBy(desc(clonedPropertyImages.isMain), clonedPropertyImages.displayOrder),
    agentCardQuery(db, row.agentId),
  ]);
  const c = row.clone;
  return {
    id: c.id,
    title: c.title,
    price: c.price,
    operation_type: c.operationType,
    property_type: c.propertyType,
    address: c.address,
    neighborhood: c.neighborhood,
    bedrooms: c.bedrooms,
    bathrooms: c.bathrooms,
    parking_spaces: c.parkingSpaces,
    total_surface: c.totalSurface,
    built_surface: c.builtSurface,
    image_url: clonePhotoUrl(c.id, images[0]?.url ?? null),
    photo_count: images.length,
    maintenance: c.maintenance,
    description: c.description,
    features: c.features,
    images: images.map((image) => ({ ...image, url: clonePhotoUrl(c.id, image.url) ?? image.url })),
    board_id: row.boardId,
    trust: agents[0] ? personTrust(agents[0]) : null,
  };
}

// The storage key of one photo of a board card, by its file name (the photo of a public
// listing: only its path, which carries the listing's id, is kept off the board's pages).
export async function clonePhotoKey(db: Db, cloneId: string, file: string): Promise<string | null> {
  if (!/^[a-z0-9_-]{1,200}\.(?:webp|avif|jpg|jpeg|png)$/i.test(file)) return null;
  const rows = await db
    .select({ url: clonedPropertyImages.url })
    .from(clonedPropertyImages)
    .where(eq(clonedPropertyImages.clonedPropertyId, cloneId));
  const url = rows.map((r) => r.url).find((u) => u.endsWith(`/${file}`));
  return url ? mediaKeyOf(url) : null;
}

// The room's write: one card to a column and position, on this board only (one round trip).
export async function moveBoardItem(db: Db, boardId: string, itemId: string, status: BoardStatus, position: number): Promise<boolean> {
  const now = new Date();
  const [updated] = await db.batch([
    db
      .update(boardItems)
      .set({ status, position, updatedAt: now })
      .where(and(eq(boardItems.id, itemId), eq(boardItems.boardId, boardId)))
      .returning({ id: boardItems.id }),
    db.update(clientBoards).set({ updatedAt: now }).where(eq(clientBoards.id, boardId)),
  ]);
  return updated.length > 0;
}
