import { describe, expect, it } from "vitest";
import type { FavoriteList, SavedListingIds } from "../../domain/favorites/favorites";
import { call, newAccount, testDb } from "./helpers";

// GET /api/favorites/saved-ids: the ids of every listing the signed-in person saved, in any
// of their lists, newest save first; nobody else's.

const json = async (res: Response) => (await res.json()) as any;
const savedIds = async (cookie: string): Promise<SavedListingIds> => {
  const res = await call("/api/favorites/saved-ids", { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toContain("no-store");
  return (await json(res)).data as SavedListingIds;
};
const someListings = async (n: number) =>
  (await testDb().execute({ sql: "SELECT id FROM properties WHERE status = 'publicada' ORDER BY id LIMIT ?", args: [n] })).rows.map(
    (r) => r.id as string,
  );

async function save(cookie: string, listId: string, propertyId: string) {
  expect((await call(`/api/favorites/lists/${listId}/properties`, { cookie, body: { propertyId } })).status).toBe(201);
}

describe("the ids of the listings a person saved", () => {
  it("answers every listing in any of the owner's lists once, newest save first, and follows removals", async () => {
    const { cookie } = await newAccount("no_agente");
    expect(await savedIds(cookie)).toEqual({ items: [], truncated: false });

    const [todo] = (await json(await call("/api/favorites/lists", { cookie }))).data as FavoriteList[];
    const other = (await json(await call("/api/favorites/lists", { cookie, body: { name: "Para mis papás" } }))).data as FavoriteList;
    const [a, b, c] = await someListings(3);
    await save(cookie, todo.id, a);
    await save(cookie, other.id, b);
    await save(cookie, todo.id, c);
    await save(cookie, other.id, a); // in two lists: listed once, as its latest save
    expect((await savedIds(cookie)).items).toEqual([a, c, b]);

    // Out of one list, still in the other: still saved.
    expect((await call(`/api/favorites/lists/${other.id}/properties/${a}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(new Set((await savedIds(cookie)).items)).toEqual(new Set([a, b, c]));
    // Out of every list: no longer saved.
    expect((await call(`/api/favorites/containing/${a}`, { method: "DELETE", cookie })).status).toBe(204);
    // A deleted list takes its saves with it.
    expect((await call(`/api/favorites/lists/${other.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect(await savedIds(cookie)).toEqual({ items: [c], truncated: false });
  });

  it("never answers another person's saves", async () => {
    const owner = await newAccount("no_agente");
    const stranger = await newAccount("no_agente");
    const [ownerTodo] = (await json(await call("/api/favorites/lists", { cookie: owner.cookie }))).data as FavoriteList[];
    const [strangerTodo] = (await json(await call("/api/favorites/lists", { cookie: stranger.cookie }))).data as FavoriteList[];
    const [a, b] = await someListings(2);
    await save(owner.cookie, ownerTodo.id, a);
    await save(stranger.cookie, strangerTodo.id, b);

    expect((await savedIds(owner.cookie)).items).toEqual([a]);
    expect((await savedIds(stranger.cookie)).items).toEqual([b]);
    // A person who saved nothing sees nothing, whatever others saved.
    expect((await savedIds((await newAccount("no_agente")).cookie)).items).toEqual([]);
  });

  it("is refused signed out, in the error envelope", async () => {
    const res = await call("/api/favorites/saved-ids");
    expect(res.status).toBe(401);
    expect((await json(res)).error.code).toBe("unauthenticated");
  });
});
