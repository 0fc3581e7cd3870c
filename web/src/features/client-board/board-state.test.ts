import { describe, expect, it } from "vitest";
import type { BoardItem, BoardStatus } from "@domain/boards/board";
import type { Viewer } from "@party/protocol";
import { boardReducer, groupByColumn, initialBoardState, positionAt, positionBetween, visibleItems, type BoardState } from "./board-state";

function item(id: string, status: BoardStatus, position: number): BoardItem {
  return {
    id,
    status,
    position,
    updated_at: "2026-01-01T00:00:00.000Z",
    property: {
      id: `clone-${id}`,
      title: `Casa ${id}`,
      price: 1_000_000,
      operation_type: "venta",
      property_type: "casa",
      address: "Calle 1",
      neighborhood: "Roma Norte",
      bedrooms: 2,
      bathrooms: 1,
      parking_spaces: 1,
      total_surface: 100,
      built_surface: 90,
      image_url: null,
      photo_count: 0,
    },
  };
}

const client: Viewer = { connectionId: "c1", kind: "client", name: "Ana" };
const statusOf = (state: BoardState, id: string) => visibleItems(state).find((i) => i.id === id)?.status;

describe("board state", () => {
  const start = () => initialBoardState([item("a", "pool", 1), item("b", "pool", 2), item("c", "like", 1)]);

  it("shows an own move at once and keeps it when the room acknowledges it", () => {
    let state = boardReducer(start(), { type: "move", move: { requestId: "r1", itemId: "a", status: "like", position: 2 } });
    expect(statusOf(state, "a")).toBe("like");
    state = boardReducer(state, { type: "ack", requestId: "r1", item: item("a", "like", 2) });
    expect(state.pending).toEqual([]);
    expect(statusOf(state, "a")).toBe("like");
  });

  it("rolls back on reject and on timeout", () => {
    const moved = boardReducer(start(), { type: "move", move: { requestId: "r1", itemId: "a", status: "winner", position: 1 } });
    expect(statusOf(boardReducer(moved, { type: "reject", requestId: "r1", item: null }), "a")).toBe("pool");
    expect(statusOf(boardReducer(moved, { type: "timeout", requestId: "r1" }), "a")).toBe("pool");
    // A reject that carries the room's copy of the card uses it.
    expect(statusOf(boardReducer(moved, { type: "reject", requestId: "r1", item: item("a", "dislike", 5) }), "a")).toBe("dislike");
  });

  it("applies others' moves directly and remembers who moved the card", () => {
    const state = boardReducer(start(), { type: "moved", item: item("b", "winner", 1), by: client, at: 10 });
    expect(statusOf(state, "b")).toBe("winner");
    expect(state.recent.b.by.name).toBe("Ana");
    expect(boardReducer(state, { type: "forget-recent", itemId: "b", at: 9 }).recent.b).toBeDefined();
    expect(boardReducer(state, { type: "forget-recent", itemId: "b", at: 10 }).recent.b).toBeUndefined();
  });

  it("keeps an own pending move on top of someone else's move of the same card until the room answers", () => {
    let state = boardReducer(start(), { type: "move", move: { requestId: "r1", itemId: "a", status: "like", position: 2 } });
    state = boardReducer(state, { type: "moved", item: item("a", "dislike", 1), by: client, at: 1 });
    expect(statusOf(state, "a")).toBe("like");
    // The room applied ours after theirs: the ack has the final word.
    state = boardReducer(state, { type: "ack", requestId: "r1", item: item("a", "like", 2) });
    expect(statusOf(state, "a")).toBe("like");
  });

  it("a snapshot replaces the confirmed cards and keeps pending moves of cards that still exist", () => {
    let state = boardReducer(start(), { type: "move", move: { requestId: "r1", itemId: "a", status: "like", position: 2 } });
    state = boardReducer(state, { type: "snapshot", items: [item("a", "pool", 1), item("d", "pool", 3)], viewers: [client] });
    expect(statusOf(state, "a")).toBe("like");
    expect(statusOf(state, "b")).toBeUndefined();
    expect(state.viewers).toEqual([client]);
  });

  it("tells someone else's move in a notice and counts a change in the column it went to", () => {
    const state = boardReducer(start(), { type: "moved", item: item("b", "winner", 1), from: "pool", by: client, at: 10 });
    expect(state.notice).toEqual({ itemId: "b", from: "pool", to: "winner", by: client, at: 10 });
    expect(state.changes).toMatchObject({ winner: 1, pool: 0, like: 0 });
    // Dismissing an older notice leaves a newer one.
    expect(boardReducer(state, { type: "dismiss-notice", at: 9 }).notice).not.toBeNull();
    expect(boardReducer(state, { type: "dismiss-notice", at: 10 }).notice).toBeNull();
  });

  it("gives no notice and no dot for a move the same person made on another screen", () => {
    const agent: Viewer = { connectionId: "a2", kind: "agent", name: "Mariana" };
    const state = boardReducer(start(), { type: "moved", item: item("b", "winner", 1), by: agent, at: 10, mine: true });
    expect(statusOf(state, "b")).toBe("winner");
    expect(state.notice).toBeNull();
    expect(state.changes.winner).toBe(0);
  });

  it("back from offline: the snapshot is diffed with the board this screen had", () => {
    let state = boardReducer(start(), {
      type: "snapshot",
      items: [item("a", "pool", 1), item("b", "pool", 2), item("c", "like", 1)],
      reason: "connect",
    });
    expect(state.away).toBeNull();
    state = boardReducer(state, {
      type: "snapshot",
      items: [item("a", "like", 2), item("b", "winner", 1), item("c", "like", 1), item("d", "pool", 3)],
      reason: "reconnect",
    });
    expect(state.away).toEqual({ moved: 2, added: 1, removed: 0 });
    expect(state.changes).toMatchObject({ pool: 1, like: 1, winner: 1, dislike: 0 });
    expect(boardReducer(state, { type: "dismiss-away" }).away).toBeNull();
  });

  it("a snapshot while connected (cards added) marks columns but is not an 'away' summary; an unchanged reconnect says nothing", () => {
    let state = boardReducer(start(), { type: "snapshot", items: [item("a", "pool", 1)], reason: "connect" });
    state = boardReducer(state, { type: "snapshot", items: [item("a", "pool", 1), item("n", "pool", 2)], reason: "refresh" });
    expect(state.away).toBeNull();
    expect(state.changes.pool).toBe(1);
    state = boardReducer(state, { type: "snapshot", items: [item("a", "pool", 1), item("n", "pool", 2)], reason: "reconnect" });
    expect(state.away).toBeNull();
    expect(state.changes.pool).toBe(1);
  });

  it("groups cards by column in position order", () => {
    const columns = groupByColumn([item("x", "pool", 3), item("y", "pool", 1.5), item("z", "winner", 1)]);
    expect(columns.pool.map((i) => i.id)).toEqual(["y", "x"]);
    expect(columns.winner.map((i) => i.id)).toEqual(["z"]);
    expect(columns.like).toEqual([]);
  });

  it("places a card between its neighbours", () => {
    expect(positionBetween(undefined, undefined)).toBe(1);
    expect(positionBetween(undefined, 3)).toBe(2);
    expect(positionBetween(3, undefined)).toBe(4);
    expect(positionBetween(1, 2)).toBe(1.5);
    const column = [item("a", "like", 1), item("b", "like", 2)];
    expect(positionAt(column, 0)).toBe(0);
    expect(positionAt(column, 1)).toBe(1.5);
    expect(positionAt(column, 2)).toBe(3);
  });
});
