import { describe, expect, it } from "vitest";
import type { BuyerDashboard, RecentlyViewedItem } from "../../domain/dashboard/buyer-dashboard";
import { RECENTLY_VIEWED_MAX } from "../../domain/dashboard/buyer-dashboard";
import type { FavoriteList } from "../../domain/favorites/favorites";
import { LISTING_GONE } from "../../domain/properties/availability-messages";
import { call, newAccount, rows, type Account } from "./helpers";
import { aColonia, completeDraft } from "./listing-fixtures";

// The buyer's dashboard and the data behind it: each listing's price history (written by the
// edit of a live listing), the last listings a person opened (kept on the server), and
// GET /api/me/dashboard with the lists, their photos and the price changes of saved listings.

const DAY_MS = 86_400_000;
// Each test signs people up and publishes through the API: several dozen requests.
const SLOW = 90_000;
const json = async (res: Response) => (await res.json()) as any;
// Published demo listings with photos.
const someListings = async (n: number) =>
  (
    await rows<{ id: string }>(
      `SELECT p.id FROM properties p
        WHERE p.status = 'publicada' AND EXISTS (SELECT 1 FROM property_images i WHERE i.property_id = p.id AND i.is_main = 1)
        ORDER BY p.id LIMIT ?`,
      [n],
    )
  ).map((r) => r.id);
const view = (cookie: string | undefined, propertyId: string) => call("/api/me/recently-viewed", { cookie, body: { propertyId } });
const recentlyViewed = async (cookie: string) => (await json(await call("/api/me/recently-viewed", { cookie }))).data.items as RecentlyViewedItem[];
const dashboard = async (cookie: string) => {
  const res = await call("/api/me/dashboard", { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  return (await json(res)).data as BuyerDashboard;
};
const history = (propertyId: string) =>
  rows<{ old_price: number; new_price: number; changed_at: number }>(
    "SELECT old_price, new_price, changed_at FROM property_price_changes WHERE property_id = ? ORDER BY changed_at",
    [propertyId],
  );

// An agent with a plan and one published listing of theirs (through the API, as the app publishes).
async function agentWithListing(price = 25_000): Promise<{ agent: Account; id: string; editor: { draft: Record<string, unknown> } }> {
  const agent = await newAccount("agente");
  const now = Date.now();
  await rows(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, 'plan_pro', 'active', 3, 0, 0, ?, ?)`,
    [crypto.randomUUID(), agent.id, now, now + 30 * DAY_MS],
  );
  const { data: draft } = await json(await call("/api/listings", { cookie: agent.cookie, body: {} }));
  const saved = await call(`/api/listings/${draft.id}/draft`, {
    method: "PATCH",
    cookie: agent.cookie,
    body: completeDraft(await aColonia(), { price }),
  });
  expect(saved.status).toBe(200);
  await rows("INSERT INTO property_images (id, property_id, url, thumbnail_url, alt, is_main) VALUES (?, ?, ?, ?, 'Sala', 1)", [
    crypto.randomUUID(),
    draft.id,
    `/media/${draft.id}.webp`,
    `/media/${draft.id}-thumb.webp`,
  ]);
  expect((await call(`/api/listings/${draft.id}/publish`, { cookie: agent.cookie, body: {} })).status).toBe(200);
  const { data: editor } = await json(await call(`/api/listings/${draft.id}`, { cookie: agent.cookie }));
  return { agent, id: draft.id, editor };
}

const edit = (agent: Account, id: string, draft: Record<string, unknown>) =>
  call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: draft });

describe("price history", () => {
  it(
    "an edit that changes the price records the old and the new price; one that keeps it records nothing",
    async () => {
      const { agent, id, editor } = await agentWithListing(25_000);
      expect(await history(id)).toEqual([]);

      const before = Date.now();
      expect((await edit(agent, id, { ...editor.draft, price: 23_500 })).status).toBe(200);
      const [first] = await history(id);
      expect(first).toMatchObject({ old_price: 25_000, new_price: 23_500 });
      expect(Number(first.changed_at)).toBeGreaterThanOrEqual(before);

      // Same price, other fields changed: no new row.
      expect((await edit(agent, id, { ...editor.draft, price: 23_500, title: "Departamento con otro título" })).status).toBe(200);
      expect(await history(id)).toHaveLength(1);

      expect((await edit(agent, id, { ...editor.draft, price: 24_000 })).status).toBe(200);
      expect((await history(id)).map((h) => [h.old_price, h.new_price])).toEqual([
        [25_000, 23_500],
        [23_500, 24_000],
      ]);

      // A refused edit leaves the history as it was.
      expect((await edit(agent, id, { ...editor.draft, price: 50_000_000 })).status).toBe(400);
      expect(await history(id)).toHaveLength(2);
    },
    SLOW,
  );
});

describe("recently viewed", () => {
  it(
    `keeps the last ${RECENTLY_VIEWED_MAX} listings a person opened, the latest first, each once`,
    async () => {
      const buyer = await newAccount("no_agente");
      const ids = await someListings(RECENTLY_VIEWED_MAX + 2);
      expect(ids).toHaveLength(RECENTLY_VIEWED_MAX + 2);
      expect(await recentlyViewed(buyer.cookie)).toEqual([]);

      for (const id of ids) expect((await view(buyer.cookie, id)).status).toBe(204);
      // Opening the first kept one again moves it to the front; nothing is listed twice.
      expect((await view(buyer.cookie, ids[5])).status).toBe(204);

      const items = await recentlyViewed(buyer.cookie);
      const expected = [
        ids[5],
        ...ids
          .slice(2)
          .reverse()
          .filter((id) => id !== ids[5]),
      ];
      expect(items.map((i) => i.listing.id)).toEqual(expected);
      expect(items).toHaveLength(RECENTLY_VIEWED_MAX);
      // The table itself keeps no more than that.
      const [{ n }] = await rows<{ n: number }>("SELECT count(*) AS n FROM recently_viewed WHERE user_id = ?", [buyer.id]);
      expect(Number(n)).toBe(RECENTLY_VIEWED_MAX);
      // Each item is a small card: title, price, colonia and photo.
      const [card] = await rows<{ title: string; price: number; neighborhood: string }>(
        "SELECT title, price, neighborhood FROM properties WHERE id = ?",
        [ids[5]],
      );
      expect(items[0].listing).toMatchObject({ id: ids[5], title: card.title, price: card.price, neighborhood: card.neighborhood });
    },
    SLOW,
  );

  it(
    "are each person's own: another person reads only theirs, and signed out nothing is kept",
    async () => {
      const [a, b] = await someListings(2);
      const one = await newAccount("no_agente");
      const other = await newAccount("no_agente");
      expect((await view(one.cookie, a)).status).toBe(204);
      expect((await view(other.cookie, b)).status).toBe(204);
      expect((await recentlyViewed(one.cookie)).map((i) => i.listing.id)).toEqual([a]);
      expect((await recentlyViewed(other.cookie)).map((i) => i.listing.id)).toEqual([b]);
      expect((await dashboard(other.cookie)).recently_viewed.map((i) => i.listing.id)).toEqual([b]);

      const signedOut = await view(undefined, a);
      expect(signedOut.status).toBe(401);
      expect((await call("/api/me/recently-viewed")).status).toBe(401);
      expect((await call("/api/me/dashboard")).status).toBe(401);
    },
    SLOW,
  );

  it(
    "a listing that is not published is not kept (404), and bad input is refused (400)",
    async () => {
      const buyer = await newAccount("no_agente");
      const missing = await view(buyer.cookie, "noexistepropiedad");
      expect(missing.status).toBe(404);
      expect((await json(missing)).error).toEqual({ code: "not_found", message: LISTING_GONE });
      // Bad input is refused before any query: an id longer than any of ours, or none.
      expect((await view(buyer.cookie, "x".repeat(65))).status).toBe(400);
      expect((await call("/api/me/recently-viewed", { cookie: buyer.cookie, body: {} })).status).toBe(400);
      expect(await recentlyViewed(buyer.cookie)).toEqual([]);
    },
    SLOW,
  );
});

describe("GET /api/me/dashboard", () => {
  it(
    "shows a buyer's lists with counts and photos, and a saved listing's price drop after the agent lowers it",
    async () => {
      const { agent, id, editor } = await agentWithListing(25_000);
      const buyer = await newAccount("no_agente");
      // Three other listings (the new one's random id can sort among the first ones).
      const others = (await someListings(4)).filter((other) => other !== id).slice(0, 3);

      const empty = await dashboard(buyer.cookie);
      expect(empty.lists.map((l) => [l.name, l.property_count, l.photos])).toEqual([["Todo", 0, []]]);
      expect(empty.recently_viewed).toEqual([]);
      expect(empty.price_changes).toEqual([]);

      const { data: casas } = (await json(await call("/api/favorites/lists", { cookie: buyer.cookie, body: { name: "Para mudarnos" } }))) as {
        data: FavoriteList;
      };
      for (const propertyId of [...others, id]) {
        expect((await call(`/api/favorites/lists/${casas.id}/properties`, { cookie: buyer.cookie, body: { propertyId } })).status).toBe(201);
      }
      expect((await view(buyer.cookie, id)).status).toBe(204);

      // The agent lowers the price; a change of another listing nobody saved is not shown.
      expect((await edit(agent, id, { ...editor.draft, price: 23_500 })).status).toBe(200);
      const unsaved = await agentWithListing(30_000);
      expect((await edit(unsaved.agent, unsaved.id, { ...unsaved.editor.draft, price: 29_000 })).status).toBe(200);

      const data = await dashboard(buyer.cookie);
      expect(data.lists.map((l) => [l.name, l.property_count])).toEqual([
        ["Todo", 0],
        ["Para mudarnos", 4],
      ]);
      const list = data.lists[1];
      // The last saved first, thumbnails when there are: the agent's listing was saved last.
      expect(list.photos).toHaveLength(4);
      expect(list.photos[0]).toEqual({ url: `/media/${id}-thumb.webp`, alt: "Sala" });
      expect(data.recently_viewed.map((i) => i.listing)).toEqual([expect.objectContaining({ id, price: 23_500 })]);
      // Other test files sharing this database may edit the prices of the random listings
      // saved beside it; only saved listings are ever shown, the unsaved one never.
      const shown = data.price_changes.map((change) => change.listing.id);
      expect(shown.every((shownId) => [...others, id].includes(shownId))).toBe(true);
      expect(shown).not.toContain(unsaved.id);
      const ours = data.price_changes.filter((change) => change.listing.id === id);
      expect(ours).toHaveLength(1);
      expect(ours[0]).toMatchObject({
        old_price: 25_000,
        new_price: 23_500,
        listing: { id, price: 23_500, photo: { url: `/media/${id}-thumb.webp`, alt: "Sala" } },
      });
      expect(Date.now() - Date.parse(ours[0].changed_at)).toBeLessThan(60_000);

      // Another buyer who saved nothing sees none of it.
      const stranger = await newAccount("no_agente");
      const theirs = await dashboard(stranger.cookie);
      expect(theirs.lists.map((l) => l.name)).toEqual(["Todo"]);
      expect(theirs.price_changes).toEqual([]);

      // A listing no longer published leaves the price changes and the recently viewed.
      expect((await call(`/api/listings/${id}/pause`, { cookie: agent.cookie, body: {} })).status).toBe(200);
      const paused = await dashboard(buyer.cookie);
      expect(paused.price_changes.map((change) => change.listing.id)).not.toContain(id);
      expect(paused.recently_viewed).toEqual([]);
      expect(paused.lists[1].property_count).toBe(4);
    },
    SLOW,
  );
});
