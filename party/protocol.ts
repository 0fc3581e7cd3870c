import type { BoardItem, BoardStatus, BoardView } from "../domain/boards/board";

// Messages between a client board page and its BoardRoom (the web app imports these).
// The room is the authority: a move is applied in the room's order, written to libSQL,
// acknowledged to the sender and broadcast to everybody else.

export type Viewer = { connectionId: string; kind: "agent" | "client"; name: string };

export type ClientMessage = { type: "move"; requestId: string; itemId: string; status: BoardStatus; position: number };

export type ServerMessage =
  // On connect and reconnect: the whole board, so a screen is never stale.
  | { type: "snapshot"; view: BoardView; viewers: Viewer[] }
  | { type: "ack"; requestId: string; item: BoardItem }
  // The sender rolls back to `item` (when known) and shows 'No se pudo actualizar el estado'.
  | { type: "reject"; requestId: string; itemId: string; reason: string; item: BoardItem | null }
  | { type: "moved"; item: BoardItem; by: Viewer }
  | { type: "presence"; viewers: Viewer[] };

export const MOVE_TIMEOUT_MS = 5000;
