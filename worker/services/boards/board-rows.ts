// A client board's row: the owning agent's, or the one a room or a link names.
import { accountSuspended } from "../trust/suspended-advertiser";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { boardShareTokens, clientBoards } from "../../../db/schema/boards";
import { DomainError } from "../../../domain/errors/domain-error";
import { FAVORITE_MESSAGES } from "../../../domain/favorites/favorite-messages";

export type BoardRow = typeof clientBoards.$inferSelect;

export async function ownBoard(db: Db, agentId: string, boardId: string): Promise<BoardRow> {
  const [board] = await db
    .select()
    .from(clientBoards)
    .where(and(eq(clientBoards.id, boardId), eq(clientBoards.agentId, agentId)));
  if (!board) throw new DomainError("not_found", FAVORITE_MESSAGES.listNotFound);
  return board;
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
