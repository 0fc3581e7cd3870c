// A board's live link and what it shows the client.
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { boardShareTokens, clientBoards } from "../../../db/schema/boards";
import { newShareToken } from "../property-shares";
import { pageHref } from "../../../domain/pages/page-routes";
import { ownBoard } from "./board-rows";

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
