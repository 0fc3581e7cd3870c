import { getServerByName } from "partyserver";
import type { BoardRoom } from "../../party/board-room";
import type { Bindings } from "../env";

// Tells a board's live room about changes made through the API.
function room(env: Bindings, boardId: string) {
  return getServerByName(env.BoardRoom as unknown as DurableObjectNamespace<BoardRoom>, boardId);
}

export async function refreshBoardRooms(env: Bindings, boardIds: string[], origin: string): Promise<void> {
  await Promise.all(boardIds.map(async (id) => (await room(env, id)).refreshBoard(origin)));
}

export async function closeBoardRoom(env: Bindings, boardId: string, kind: "client" | "all"): Promise<void> {
  await (await room(env, boardId)).closeConnections(kind);
}
