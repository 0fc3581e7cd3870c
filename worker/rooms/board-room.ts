import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import type { BoardItem } from "../../domain/boards/board";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { dbFor, type Db } from "../../db/client";
import { readConfig, type AppConfig } from "../env";
import { publicOrigin } from "../public-origin";
import { boardById } from "../services/boards/board-rows";
import { boardItemsOf, boardView, moveBoardItem } from "../services/boards/board-view";
import { describeErrorForLog } from "../logging/log-redaction";
import {
  clientMessageSchema,
  VIEWER_HEADER,
  viewerFromHeader,
  type ClientMessage,
  type ServerMessage,
  type Viewer,
  type ViewerKind,
} from "../../party/protocol";

// Moves one screen may send: a person drags a card a few times a minute; a script that
// sends hundreds is refused (the card rolls back) instead of writing each one.
export const MOVES_PER_WINDOW = { max: 30, windowMs: 10_000 };

// One room per client board, named by the board id. The worker has already checked who
// connects (the owning agent's session or the board's live link) and says so in
// VIEWER_HEADER; the room reads who someone is from there only. The room applies moves one
// at a time, in arrival order: that order wins everywhere.
export class BoardRoom extends Server<Cloudflare.Env> {
  static options = { hibernate: true };

  #queue: Promise<void> = Promise.resolve();
  #items: Map<string, BoardItem> | null = null;
  // Per connection: when its current window started and how many moves it sent in it
  // (kept in memory: a room that hibernates starts counting again).
  #moveWindows = new Map<string, { start: number; count: number }>();

  #config(): AppConfig {
    return readConfig(this.env);
  }

  #db(): Db {
    return dbFor(this.#config());
  }

  async onConnect(connection: Connection<Viewer>, ctx: ConnectionContext) {
    const identity = viewerFromHeader(ctx.request.headers.get(VIEWER_HEADER));
    if (!identity) return connection.close(4001, COMMON_MESSAGES.boardNotAuthorized);
    const viewer: Viewer = { ...identity, connectionId: connection.id };
    connection.setState(viewer);
    const db = this.#db();
    const board = await boardById(db, this.name);
    if (!board) return connection.close(4004, "Tablero no encontrado");
    const view = await boardView(db, board, publicOrigin(this.#config(), ctx.request), viewer.kind === "agent");
    this.#items = new Map(view.items.map((i) => [i.id, i]));
    this.#send(connection, { type: "snapshot", view, viewers: this.#viewers() });
    this.#broadcast({ type: "presence", viewers: this.#viewers() }, [connection.id]);
  }

  onClose(connection: Connection<Viewer>) {
    this.#moveWindows.delete(connection.id);
    this.#broadcast({ type: "presence", viewers: this.#viewers().filter((v) => v.connectionId !== connection.id) });
  }

  onMessage(connection: Connection<Viewer>, message: WSMessage) {
    let parsed: ClientMessage;
    try {
      parsed = clientMessageSchema.parse(JSON.parse(String(message)));
    } catch {
      const raw = safeJson(message);
      this.#send(connection, {
        type: "reject",
        requestId: String(raw?.requestId ?? ""),
        itemId: String(raw?.itemId ?? ""),
        reason: "invalid",
        item: null,
      });
      return;
    }
    if (!this.#spendMove(connection.id)) {
      this.#send(connection, {
        type: "reject",
        requestId: parsed.requestId,
        itemId: parsed.itemId,
        reason: "rate_limited",
        item: this.#items?.get(parsed.itemId) ?? null,
      });
      return;
    }
    this.#queue = this.#queue.then(() => this.#applyMove(connection, parsed)).catch(() => undefined);
  }

  #spendMove(connectionId: string, now = Date.now()): boolean {
    const window = this.#moveWindows.get(connectionId);
    if (!window || now - window.start >= MOVES_PER_WINDOW.windowMs) {
      this.#moveWindows.set(connectionId, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= MOVES_PER_WINDOW.max;
  }

  async #applyMove(connection: Connection<Viewer>, move: ClientMessage) {
    const db = this.#db();
    if (!this.#items) this.#items = new Map((await boardItemsOf(db, this.name)).map((i) => [i.id, i]));
    const current = this.#items.get(move.itemId) ?? null;
    if (!current) {
      this.#send(connection, { type: "reject", requestId: move.requestId, itemId: move.itemId, reason: "not_found", item: null });
      return;
    }
    try {
      if (!(await moveBoardItem(db, this.name, move.itemId, move.status, move.position))) throw new Error("not on this board");
    } catch (error) {
      console.error("board_move_failed", { board: this.name, item: move.itemId, error: describeErrorForLog(error) });
      this.#send(connection, { type: "reject", requestId: move.requestId, itemId: move.itemId, reason: "save_failed", item: current });
      return;
    }
    const item: BoardItem = { ...current, status: move.status, position: move.position, updated_at: new Date().toISOString() };
    this.#items.set(item.id, item);
    this.#send(connection, { type: "ack", requestId: move.requestId, item });
    // Who moved is the connection's viewer, set on connect from the worker's header only.
    this.#broadcast({ type: "moved", item, from: current.status, by: connection.state! }, [connection.id]);
  }

  // The live link changed (revoked or replaced: "client") or the board is gone ("all"):
  // those viewers leave; a client's page finds the link no longer valid.
  async closeConnections(kind: ViewerKind | "all") {
    for (const connection of this.getConnections<Viewer>()) {
      if (kind === "all" || connection.state?.kind === kind) connection.close(4003, "Enlace no disponible");
    }
  }

  // Cards were added outside the room (a property added to the client's list): everyone
  // gets the whole board again. `origin` is the API's publicOrigin, as a connecting
  // screen's snapshot uses.
  async refreshBoard(origin: string) {
    const db = this.#db();
    const board = await boardById(db, this.name);
    if (!board) return this.closeConnections("all");
    const views = { agent: await boardView(db, board, origin, true), client: await boardView(db, board, origin, false) };
    this.#items = new Map(views.agent.items.map((i) => [i.id, i]));
    const viewers = this.#viewers();
    for (const connection of this.getConnections<Viewer>()) {
      const view = connection.state?.kind === "agent" ? views.agent : views.client;
      this.#send(connection, { type: "snapshot", view, viewers });
    }
  }

  #viewers(): Viewer[] {
    return [...this.getConnections<Viewer>()].map((c) => c.state).filter((v): v is Viewer => Boolean(v));
  }

  #send(connection: Connection, message: ServerMessage) {
    connection.send(JSON.stringify(message));
  }

  #broadcast(message: ServerMessage, without: string[] = []) {
    this.broadcast(JSON.stringify(message), without);
  }
}

function safeJson(message: WSMessage): Record<string, unknown> | null {
  try {
    return JSON.parse(String(message));
  } catch {
    return null;
  }
}
