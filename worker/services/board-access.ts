import { and, eq } from "drizzle-orm";
import { normalizeRole } from "../../domain/auth/roles";
import type { Db } from "../../db/client";
import { clientBoards } from "../../db/schema/boards";
import { createAuth } from "../auth";
import type { AppConfig } from "../env";
import { publicOrigin } from "../public-origin";
import type { ViewerIdentity } from "../../party/protocol";
import { boardByToken } from "./boards/board-rows";

// Who may open a board's room: the owning agent (session cookie) or whoever holds the
// board's live link (?token=). Anybody else: null.
export async function authorizeBoardConnection(db: Db, config: AppConfig, request: Request, boardId: string): Promise<ViewerIdentity | null> {
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    const board = await boardByToken(db, token);
    return board?.id === boardId ? { kind: "client", name: board.clientName } : null;
  }
  const session = await createAuth(db, config, publicOrigin(config, request)).api.getSession({ headers: request.headers });
  if (!session) return null;
  const role = normalizeRole((session.user as { role?: string }).role);
  if (role === "no_agente") return null;
  const [board] = await db
    .select({ id: clientBoards.id })
    .from(clientBoards)
    .where(and(eq(clientBoards.id, boardId), eq(clientBoards.agentId, session.user.id)));
  return board ? { kind: "agent", name: session.user.name } : null;
}
