import { describe, expect, it } from "vitest";
import type { BoardItem, BoardStatus } from "@domain/boards/board";
import { columnsWithDot, diffBoards, NO_COLUMN_CHANGES, seeColumns, withColumnChanges } from "./board-changes";

const card = (id: string, status: BoardStatus, position = 1) => ({ id, status, position }) as BoardItem;
const index = (items: BoardItem[]) => Object.fromEntries(items.map((i) => [i.id, i]));

describe("diffBoards", () => {
  it("counts moved (column or place), added and removed cards, and the columns something arrived in", () => {
    const before = index([card("a", "pool"), card("b", "pool", 2), card("c", "like"), card("gone", "dislike")]);
    const after = [card("a", "like", 3), card("b", "pool", 0.5), card("c", "like"), card("new", "pool", 9)];
    expect(diffBoards(before, after)).toEqual({ moved: 2, added: 1, removed: 1, columns: ["pool", "like"] });
  });

  it("finds nothing when the board is the same (a card moved away and back did not change)", () => {
    const items = [card("a", "pool"), card("b", "winner")];
    expect(diffBoards(index(items), items)).toEqual({ moved: 0, added: 0, removed: 0, columns: [] });
  });
});

describe("tab dots", () => {
  it("a change in a column out of sight shows a dot; one in sight does not", () => {
    const changes = withColumnChanges(NO_COLUMN_CHANGES, ["like", "pool"]);
    expect(columnsWithDot(changes, {}, ["pool"])).toEqual(["like"]);
  });

  it("the dot clears once the column is viewed, and comes back with the next change", () => {
    let changes = withColumnChanges(NO_COLUMN_CHANGES, ["like"]);
    let seen = seeColumns(changes, {}, ["like"]);
    expect(columnsWithDot(changes, seen, ["pool"])).toEqual([]);
    changes = withColumnChanges(changes, ["like"]);
    expect(columnsWithDot(changes, seen, ["pool"])).toEqual(["like"]);
    seen = seeColumns(changes, seen, ["like"]);
    expect(columnsWithDot(changes, seen, ["winner"])).toEqual([]);
  });

  it("with every column in sight (desktop) no tab has a dot", () => {
    const changes = withColumnChanges(NO_COLUMN_CHANGES, ["like", "winner"]);
    expect(columnsWithDot(changes, {}, ["pool", "like", "dislike", "winner"])).toEqual([]);
  });

  it("seeing columns whose changes are already seen keeps the same object (no re-render)", () => {
    const seen = { like: 0 };
    expect(seeColumns(NO_COLUMN_CHANGES, seen, ["like"])).toBe(seen);
  });
});
