import { getServerByName } from "partyserver";
import type { BoardRoom } from "../rooms/board-room";
import type { ViewerKind } from "../../party/protocol";
import type { Bindings } from "../env";

// Tells a board's live room about changes made through the API. The binding is typed by
// hand without its class (worker/env.ts), hence the one cast to the room's RPC stub.
function room(env: Bindings, boardId: string) {
  return getServerByName(env.BoardRoom as unknown as DurableObjectNamespace<BoardRoom>, boardId);
}

// `origin`: the API request's publicOrigin, which the room's snapshots use for links.
export async function refreshBoardRooms(env: Bindings, boardIds: string[], origin: string): Promise<void> {
  await Promise.all(boardIds.map(async (id) => (await room(env, id)).refreshBoard(origin)));
}

export async function closeBoardRoom(env: Bindings, boardId: string, kind: ViewerKind | "all"): Promise<void> {
  await (await room(env, boardId)).closeConnections(kind);
}
