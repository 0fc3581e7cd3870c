import { describe, expect, it } from "vitest";
import type { BoardView, ClonedPropertyDetail } from "../../domain/boards/board";
import type { FavoriteItem, FavoriteList } from "../../domain/favorites/favorites";
import { call, newAccount, testDb } from "./helpers";

const newUser = async (role: "agente" | "no_agente") => (await newAccount(role)).cookie;
const json = async (res: Response) => (await res.json()) as any;
const someListings = async (n: number) =>
  (await testDb().execute({ sql: "SELECT id FROM properties WHERE status = 'publicada' ORDER BY id DESC LIMIT ?", args: [n] })).rows.map(
    (r) => r.id as string,
  );

describe("favourite lists", () => {
  it("'Todo' exists from the first load, first, and cannot be deleted", async () => {
    const cookie = await newUser("no_agente");
    const first = (await json(await call("/api/favorites/lists", { cookie }))).data as FavoriteList[];
    expect(first.map((l) => l.name)).toEqual(["Todo"]);
    await call("/api/favorites/lists", { cookie, body: { name: "Casas del sur" } });
    await call("/api/favorites/lists", { cookie, body: { name: "  <b>Depas</b> Roma  " } });
    const lists = (await json(await call("/api/favorites/lists", { cookie }))).data as FavoriteList[];
    expect(lists.map((l) => l.name)).toEqual(["Todo", "Depas Roma", "Casas del sur"]);
    const deleted = await call(`/api/favorites/lists/${lists[0].id}`, { method: "DELETE", cookie });
    expect(deleted.status).toBe(400);
    expect((await json(deleted)).error.message).toBe("La lista 'Todo' no se puede eliminar");
  });

  it("two first loads at once still make a single 'Todo'", async () => {
    const cookie = await newUser("no_agente");
    const [a, b] = await Promise.all([call("/api/favorites/lists", { cookie }), call("/api/favorites/lists", { cookie })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const lists = (await json(await call("/api/favorites/lists", { cookie }))).data as FavoriteList[];
    expect(lists.filter((l) => l.name === "Todo")).toHaveLength(1);
    expect((await call("/api/favorites/lists", { cookie, body: { name: "Todo" } })).status).toBe(409);
  });

  it("refuses blank or long names", async () => {
    const cookie = await newUser("no_agente");
    expect((await call("/api/favorites/lists", { cookie, body: { name: "   " } })).status).toBe(400);
    expect((await call("/api/favorites/lists", { cookie, body: { name: "x".repeat(81) } })).status).toBe(400);
  });

  it("adds, refuses duplicates, finds the lists that hold a property and removes", async () => {
    const cookie = await newUser("no_agente");
    const [todo] = (await json(await call("/api/favorites/lists", { cookie }))).data as FavoriteList[];
    const [propertyId] = await someListings(1);
    expect((await call(`/api/favorites/lists/${todo.id}/properties`, { cookie, body: { propertyId } })).status).toBe(201);
    const dup = await call(`/api/favorites/lists/${todo.id}/properties`, { cookie, body: { propertyId } });
    expect(dup.status).toBe(409);
    expect((await json(dup)).error).toEqual({ code: "duplicate", message: "Esta propiedad ya está en esa lista" });
    expect((await json(await call(`/api/favorites/containing/${propertyId}`, { cookie }))).data).toEqual([todo.id]);
    const items = (await json(await call(`/api/favorites/lists/${todo.id}/properties`, { cookie }))).data as FavoriteItem[];
    expect(items.map((i) => i.property.id)).toEqual([propertyId]);
    expect((await call(`/api/favorites/items/${items[0].id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect((await json(await call(`/api/favorites/containing/${propertyId}`, { cookie }))).data).toEqual([]);
  });

  it("another user's list answers 404, and signed out 401", async () => {
    const owner = await newUser("no_agente");
    const [todo] = (await json(await call("/api/favorites/lists", { cookie: owner }))).data as FavoriteList[];
    const other = await newUser("no_agente");
    expect((await call(`/api/favorites/lists/${todo.id}/properties`, { cookie: other })).status).toBe(404);
    const [propertyId] = await someListings(1);
    expect((await call(`/api/favorites/lists/${todo.id}/properties`, { cookie: other, body: { propertyId } })).status).toBe(404);
    expect((await call(`/api/favorites/lists/${todo.id}`, { method: "DELETE", cookie: other })).status).toBe(404);
    expect((await call("/api/favorites/lists")).status).toBe(401);
  });
});

describe("client boards", () => {
  async function clientWithFavorites(cookie: string, n: number) {
    const list = (await json(await call("/api/favorites/lists", { cookie, body: { name: "Familia Pérez" } }))).data as FavoriteList;
    const ids = await someListings(n);
    for (const propertyId of ids) await call(`/api/favorites/lists/${list.id}/properties`, { cookie, body: { propertyId } });
    return { list, ids };
  }

  it("migrates a list into a board once, and later favourites reach it too", async () => {
    const cookie = await newUser("agente");
    const { list, ids } = await clientWithFavorites(cookie, 3);
    const before = (await json(await call(`/api/boards/by-list/${list.id}`, { cookie }))).data as BoardView & { needs_migration: boolean };
    expect(before.needs_migration).toBe(true);
    const first = (await json(await call("/api/boards/migrate", { cookie, body: { listId: list.id } }))).data;
    expect(first).toMatchObject({ migratedProperties: 3, totalProperties: 3 });
    const again = (await json(await call("/api/boards/migrate", { cookie, body: { listId: list.id } }))).data;
    expect(again).toMatchObject({ migratedProperties: 0, totalProperties: 3, boardId: first.boardId });
    const view = (await json(await call(`/api/boards/by-list/${list.id}`, { cookie }))).data as BoardView & { needs_migration: boolean };
    expect(view.needs_migration).toBe(false);
    expect(view.items).toHaveLength(3);
    expect(view.items.every((i) => i.status === "pool")).toBe(true);
    // The snapshot keeps the listing's facts.
    const source = (await testDb().execute({ sql: "SELECT title, price FROM properties WHERE id = ?", args: [ids[0]] })).rows[0];
    expect(view.items.map((i) => i.property.title)).toContain(source.title);

    const [extra] = (await testDb().execute({ sql: "SELECT id FROM properties WHERE status = 'publicada' ORDER BY id LIMIT 1", args: [] })).rows;
    await call(`/api/favorites/lists/${list.id}/properties`, { cookie, body: { propertyId: extra.id } });
    const after = (await json(await call(`/api/boards/by-list/${list.id}`, { cookie }))).data as BoardView;
    expect(after.items).toHaveLength(4);
  });

  it("share links: regenerate replaces, the client sees the board, the cloned property opens only with access", async () => {
    const cookie = await newUser("agente");
    const { list } = await clientWithFavorites(cookie, 2);
    const { boardId } = (await json(await call("/api/boards/migrate", { cookie, body: { listId: list.id } }))).data;
    const one = (await json(await call(`/api/boards/${boardId}/share`, { cookie, body: {} }))).data;
    const two = (await json(await call(`/api/boards/${boardId}/share`, { cookie, body: {} }))).data;
    expect(two.shareUrl).toBe(`http://hogaria.test/t/${two.token}`);
    expect((await call(`/api/public-boards/${one.token}`)).status).toBe(404);
    const publicView = (await json(await call(`/api/public-boards/${two.token}`))).data as BoardView;
    expect(publicView.items).toHaveLength(2);
    expect(publicView.board.agent).toBeNull();
    await call(`/api/boards/${boardId}`, { method: "PATCH", cookie, body: { show_agent_contact: true } });
    expect(((await json(await call(`/api/public-boards/${two.token}`))).data as BoardView).board.agent?.name).toBe("Persona Prueba");

    const cloneId = publicView.items[0].property.id;
    const withToken = await call(`/api/cloned-properties/${cloneId}?token=${two.token}`);
    expect(((await json(withToken)).data as ClonedPropertyDetail).board_id).toBe(boardId);
    expect((await call(`/api/cloned-properties/${cloneId}`, { cookie })).status).toBe(200);
    expect((await call(`/api/cloned-properties/${cloneId}`)).status).toBe(404);
    expect((await call(`/api/cloned-properties/${cloneId}?token=${one.token}`)).status).toBe(404);
    expect((await call(`/api/cloned-properties/${cloneId}`, { cookie: await newUser("agente") })).status).toBe(404);
  });

  it("only published listings are saved or reach a client's board (a draft or a paused one is not public)", async () => {
    const cookie = await newUser("agente");
    const draft = (await json(await call("/api/listings", { cookie, body: {} }))).data as { id: string };
    const list = (await json(await call("/api/favorites/lists", { cookie, body: { name: "Familia Borrador" } }))).data as FavoriteList;
    const refused = await call(`/api/favorites/lists/${list.id}/properties`, { cookie, body: { propertyId: draft.id } });
    expect(refused.status).toBe(404);

    // Saved while published, paused before the board is made: the board leaves it out.
    const [kept, paused] = await someListings(2);
    for (const propertyId of [kept, paused]) await call(`/api/favorites/lists/${list.id}/properties`, { cookie, body: { propertyId } });
    const db = testDb();
    await db.execute({ sql: "UPDATE properties SET status = 'pausada' WHERE id = ?", args: [paused] });
    try {
      const migrated = (await json(await call("/api/boards/migrate", { cookie, body: { listId: list.id } }))).data;
      expect(migrated.migratedProperties).toBe(1);
      const board = (await json(await call(`/api/boards/by-list/${list.id}`, { cookie }))).data as BoardView;
      expect(board.items).toHaveLength(1);
    } finally {
      await db.execute({ sql: "UPDATE properties SET status = 'publicada' WHERE id = ?", args: [paused] });
    }
  });

  it("another agent's board answers 404; a token holder cannot share or delete; a buyer gets 403", async () => {
    const owner = await newUser("agente");
    const { list } = await clientWithFavorites(owner, 1);
    const { boardId } = (await json(await call("/api/boards/migrate", { cookie: owner, body: { listId: list.id } }))).data;
    const other = await newUser("agente");
    expect((await call(`/api/boards/by-list/${list.id}`, { cookie: other })).status).toBe(404);
    expect((await call("/api/boards/migrate", { cookie: other, body: { listId: list.id } })).status).toBe(404);
    expect((await call(`/api/boards/${boardId}/share`, { cookie: other, body: {} })).status).toBe(404);
    expect((await call(`/api/boards/${boardId}`, { method: "DELETE", cookie: other })).status).toBe(404);
    // A link holder has no session: sharing or deleting needs the owner's.
    expect((await call(`/api/boards/${boardId}/share`, { body: {} })).status).toBe(401);
    expect((await call(`/api/boards/${boardId}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/api/boards/by-list/${list.id}`, { cookie: await newUser("no_agente") })).status).toBe(403);
  });

  it("deleting a client removes its list, board, items, clones and links", async () => {
    const cookie = await newUser("agente");
    const { list } = await clientWithFavorites(cookie, 2);
    const { boardId } = (await json(await call("/api/boards/migrate", { cookie, body: { listId: list.id } }))).data;
    const { token } = (await json(await call(`/api/boards/${boardId}/share`, { cookie, body: {} }))).data;
    const clones = (await testDb().execute({ sql: "SELECT cloned_property_id FROM board_items WHERE board_id = ?", args: [boardId] })).rows.map(
      (r) => r.cloned_property_id,
    );
    expect((await call(`/api/boards/${boardId}`, { method: "DELETE", cookie })).status).toBe(204);
    const db = testDb();
    const left = async (sql: string, args: unknown[]) => Number((await db.execute({ sql, args: args as never })).rows[0].n);
    expect(await left("SELECT count(*) AS n FROM favorite_lists WHERE id = ?", [list.id])).toBe(0);
    expect(await left("SELECT count(*) AS n FROM client_boards WHERE id = ?", [boardId])).toBe(0);
    expect(await left("SELECT count(*) AS n FROM board_items WHERE board_id = ?", [boardId])).toBe(0);
    expect(await left("SELECT count(*) AS n FROM board_share_tokens WHERE token = ?", [token])).toBe(0);
    expect(await left(`SELECT count(*) AS n FROM cloned_properties WHERE id IN (${clones.map(() => "?").join(",")})`, clones)).toBe(0);
    expect(
      await left(`SELECT count(*) AS n FROM cloned_property_images WHERE cloned_property_id IN (${clones.map(() => "?").join(",")})`, clones),
    ).toBe(0);
  });
});
