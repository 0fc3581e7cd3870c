// What a board shows (its cards, the agent's contact) and the room's one write, a move.
import { clonePhotoUrl } from "../trust/share-sheet";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Board, BoardItem, BoardStatus, BoardView } from "../../../domain/boards/board";
import type { Db } from "../../../db/client";
import { boardItems, boardShareTokens, clientBoards, clonedProperties } from "../../../db/schema/boards";
import { agentCardQuery, toAgentContact } from "../property-detail";
import { pageHref } from "../../../domain/pages/page-routes";
import type { BoardRow } from "./board-rows";

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
