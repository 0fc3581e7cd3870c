// Deleting a board, or every board of a client list, with its cards, clones and links.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { boardItems, clientBoards, clonedProperties } from "../../../db/schema/boards";
import { favoriteLists } from "../../../db/schema/favorites";
import { DomainError } from "../../../domain/errors/domain-error";
import { DEFAULT_LIST_MESSAGES, isDefaultList } from "../../../domain/favorites/favorites";
import { ownBoard } from "./board-rows";

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
