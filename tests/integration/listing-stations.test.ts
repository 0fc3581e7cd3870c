import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { STATION_TEXTS } from "../../domain/transit/station-nearby";
import { STATION_FILTER_TEXTS } from "../../domain/transit/station-filter";
import { call, exec, newAccount, rows } from "./helpers";
import { aColonia, completeDraft, fingerprintPhotos, insertAgencyListing, type Colonia } from "./listing-fixtures";

const json = async (res: Response) => (await res.json()) as any;
const DAY_MS = 86_400_000;

// A block north-east of Metro Eugenia (L3), in the Narvarte: Metro Eugenia about 320 m away.
const NEAR_EUGENIA = { lat: 19.3875, lng: -99.1545 };
// The Ajusco's slopes: nothing within 1 km.
const AJUSCO = { lat: 19.2207, lng: -99.2569 };

async function agentWithPasses(passes: number) {
  const agent = await newAccount("agente");
  const now = Date.now();
  await exec(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, 'plan_pro', 'active', ?, 0, 0, ?, ?)`,
    [crypto.randomUUID(), agent.id, passes, now, now + 30 * DAY_MS],
  );
  return agent;
}

async function publishAt(agent: { cookie: string }, place: { lat: number; lng: number }, over = {}, colonia?: Colonia) {
  colonia ??= await aColonia();
  const created = await call("/api/listings", { cookie: agent.cookie, body: {} });
  const { data } = await json(created);
  const draft = completeDraft(colonia, { ...place, ...over });
  expect((await call(`/api/listings/${data.id}/draft`, { method: "PATCH", cookie: agent.cookie, body: draft })).status).toBe(200);
  await exec("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)", [crypto.randomUUID(), data.id]);
  await fingerprintPhotos([data.id]);
  const published = await call(`/api/listings/${data.id}/publish`, { cookie: agent.cookie, body: {} });
  expect(published.status).toBe(200);
  return { id: data.id as string, draft, colonia };
}

const storedStations = (id: string) =>
  rows<{ station_id: string; walk_minutes: number; distance_m: number }>(
    "SELECT station_id, walk_minutes, distance_m FROM listing_stations WHERE listing_id = ? ORDER BY distance_m",
    [id],
  );
const nearestMinutes = async (id: string) =>
  (await rows<{ m: number | null }>("SELECT nearest_station_minutes AS m FROM properties WHERE id = ?", [id]))[0]!.m;

describe("a listing's transit stations", () => {
  it("publishing writes every station within 1 km; the card and the page show them", async () => {
    const agent = await agentWithPasses(1);
    const { id, colonia } = await publishAt(agent, NEAR_EUGENIA);
    const stored = await storedStations(id);
    expect(stored[0]).toMatchObject({ station_id: "metro-eugenia", walk_minutes: 6 });
    expect(stored.map((s) => s.station_id)).toContain("metrobus-eugenia");
    for (const s of stored) expect(s.distance_m).toBeLessThanOrEqual(1000);
    expect(await nearestMinutes(id)).toBe(6);

    const page = (await json(await call(`/api/properties/${id}`))).data;
    expect(page.has_place).toBe(true);
    expect(page.stations.map((s: { station_id: string }) => s.station_id)).toEqual(stored.map((s) => s.station_id));
    expect(page.stations[0]).toMatchObject({ station: "Metro Eugenia", lines: "L3", walk_minutes: 6, distance_m: stored[0]!.distance_m });
    expect(page.nearest_station).toMatchObject({ station: "Metro Eugenia", lines: "L3", walk_minutes: 6 });

    const search = (await json(await call(`/api/properties?operation=renta&location_id=${colonia.id}&page_size=1000`))).data;
    const card = search.items.find((p: { id: string }) => p.id === id);
    expect(STATION_TEXTS.nearest(card.nearest_station)).toBe("6 min a pie de Metro Eugenia, L3");
  });

  it("moving the pin rewrites them; a listing far from every line has none, said plainly", async () => {
    const agent = await agentWithPasses(1);
    const { id } = await publishAt(agent, NEAR_EUGENIA);
    const { data: editor } = await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }));
    const moved = await call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: { ...editor.draft, ...AJUSCO } });
    expect(moved.status).toBe(200);
    expect(await storedStations(id)).toEqual([]);
    expect(await nearestMinutes(id)).toBeNull();
    const page = (await json(await call(`/api/properties/${id}`))).data;
    expect(page).toMatchObject({ stations: [], nearest_station: null, has_place: true });

    const back = await call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: { ...editor.draft, ...NEAR_EUGENIA } });
    expect(back.status).toBe(200);
    expect((await storedStations(id))[0]).toMatchObject({ station_id: "metro-eugenia" });
    expect(await nearestMinutes(id)).toBe(6);
  });

  it("a listing that shows only its colonia is measured from its private pin and shows minutes, not metres", async () => {
    const agent = await agentWithPasses(1);
    const { id } = await publishAt(agent, NEAR_EUGENIA, { hide_address: true });
    const page = (await json(await call(`/api/properties/${id}`))).data;
    expect(page.approximate_location).toBe(true);
    expect(page.stations[0]).toMatchObject({ station: "Metro Eugenia", walk_minutes: 6, distance_m: null });
    for (const s of page.stations) expect(s.distance_m).toBeNull();
  });
});

describe("the station filters", () => {
  it("'a menos de N min de una estación' and 'por línea' keep the listings that have one, with exact counts", async () => {
    const agent = await agentWithPasses(3);
    const colonia = await aColonia();
    const { id: near } = await publishAt(agent, NEAR_EUGENIA, {}, colonia);
    const { id: far } = await publishAt(agent, AJUSCO, {}, colonia);
    const search = async (query: string) => {
      const res = await call(`/api/properties?operation=renta&location_id=${colonia.id}&page_size=1000&${query}`);
      expect(res.status, query).toBe(200);
      const { data } = await json(res);
      const ids = data.items.map((p: { id: string }) => p.id).filter((id: string) => id === near || id === far);
      return { ids, total: data.total as number, all: data.items.length as number };
    };
    const everything = await search("");
    expect(everything.ids.sort()).toEqual([near, far].sort());

    const within10 = await search("estacion_min=10");
    expect(within10.ids).toEqual([near]);
    expect(within10.total).toBe(within10.all);
    expect((await search("estacion_min=5")).ids).toEqual([]);
    expect((await search("linea=metro-3")).ids).toEqual([near]);
    expect((await search("linea=metro-7")).ids).toEqual([]);
    expect((await search("linea=metro-3&estacion_min=6")).ids).toEqual([near]);
    expect((await search("linea=metro-3&estacion_min=5")).ids).toEqual([]);
  });

  it("refuses minutes beyond the 1 km reach and an unknown line, in Spanish", async () => {
    const minutes = await call("/api/properties?operation=renta&estacion_min=45");
    expect(minutes.status).toBe(400);
    expect(JSON.stringify(await json(minutes))).toContain(STATION_FILTER_TEXTS.minutesInvalid);
    const line = await call("/api/properties?operation=renta&linea=metro-99");
    expect(line.status).toBe(400);
    expect(JSON.stringify(await json(line))).toContain(STATION_FILTER_TEXTS.lineInvalid);
  });
});

describe("listings published before stations were kept", () => {
  it("the cron measures them once", async () => {
    const agent = await newAccount("agente");
    const id = await insertAgencyListing(await aColonia(), { agentId: agent.id, agencyId: null, title: "Departamento de antes", operation: "renta" });
    await exec("UPDATE properties SET lat = ?, lng = ?, confirmed_at = ?, stations_measured_at = NULL WHERE id = ?", [
      NEAR_EUGENIA.lat,
      NEAR_EUGENIA.lng,
      Date.now(),
      id,
    ]);
    expect(await storedStations(id)).toEqual([]);
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await storedStations(id))[0]).toMatchObject({ station_id: "metro-eugenia", walk_minutes: 6 });
    expect(await nearestMinutes(id)).toBe(6);
    const [measured] = await rows<{ at: number | null }>("SELECT stations_measured_at AS at FROM properties WHERE id = ?", [id]);
    expect(measured!.at).not.toBeNull();
  });
});
