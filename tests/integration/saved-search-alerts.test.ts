import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import type { SavedSearch } from "../../domain/saved-searches/saved-search";
import { SAVED_SEARCH_ALERT_TEXT, UNSUBSCRIBE_PATH, UNSUBSCRIBE_TEXT } from "../../domain/saved-searches/saved-search-alerts";
import { exports } from "cloudflare:workers";
import { call, newAccount, ORIGIN, rows, type Account } from "./helpers";
import { aColonia, completeDraft, type Colonia } from "./listing-fixtures";

// Saved-search alerts: a listing published (or whose price drops by at least 5 %) is matched
// against the saved searches of its operation and places; instant searches are e-mailed
// right after the write, daily and weekly ones by the cron trigger's digest; searches without
// a place are matched by the cron trigger's sweep of the queued listings; every e-mail
// carries a signed one-click unsubscribe link, also in its List-Unsubscribe headers.

const DAY_MS = 86_400_000;
const json = async (res: Response) => (await res.json()) as any;
type Mail = { to: string; subject: string; text: string; html: string; headers: string | null };

async function giveSubscription(userId: string, passes: number) {
  const now = Date.now();
  await rows(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, 'plan_pro', 'active', ?, 0, 0, ?, ?)`,
    [crypto.randomUUID(), userId, passes, now, now + 30 * DAY_MS],
  );
}

let agent: Account;
let colonia: Colonia;

beforeAll(async () => {
  agent = await newAccount("agente", { name: "Agente Alertas" });
  await giveSubscription(agent.id, 40);
  colonia = await aColonia();
}, 180_000);

// A complete listing with its photo, published by the agent; its id.
async function publishListing(over: ListingDraft = {}, where: Colonia = colonia): Promise<string> {
  const created = await call("/api/listings", { cookie: agent.cookie, body: {} });
  const id = (await json(created)).data.id as string;
  const saved = await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: completeDraft(where, over) });
  expect(saved.status).toBe(200);
  await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/alerta.webp', 1)", [crypto.randomUUID(), id]);
  const published = await call(`/api/listings/${id}/publish`, { cookie: agent.cookie, body: {} });
  expect(published.status, await published.clone().text()).toBe(200);
  return id;
}

async function editPrice(id: string, price: number, where: Colonia = colonia, over: ListingDraft = {}) {
  const res = await call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: completeDraft(where, { ...over, price }) });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function saveSearch(buyer: Account, name: string, filters: Record<string, string>, frequency = "al_momento"): Promise<SavedSearch> {
  const res = await call("/api/saved-searches", { cookie: buyer.cookie, body: { name, frequency, filters } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).data as SavedSearch;
}

// The alert e-mails to this address (not the sign-up's confirmation).
const mailsTo = (email: string) =>
  rows<Mail>(
    `SELECT "to", subject, text, html, headers FROM email_outbox WHERE "to" = ? AND text LIKE '%${UNSUBSCRIBE_PATH}?token=%' ORDER BY created_at`,
    [email],
  );

// The e-mails to `email`, once there are at least `count` (the instant e-mail leaves after the answer).
async function until(email: string, count: number, timeoutMs = 5000): Promise<Mail[]> {
  const stop = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(email);
    if (mails.length >= count || Date.now() > stop) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const matchesOf = (searchId: string) =>
  rows<{ property_id: string; reason: string; sent_at: number | null }>(
    "SELECT property_id, reason, sent_at FROM saved_search_matches WHERE saved_search_id = ?",
    [searchId],
  );

async function runCron(at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const unsubscribeLink = (mail: Mail) => {
  const url = new URL(mail.text.match(/https?:\/\/\S+\/alertas\/baja\?token=\S+/)![0]);
  return `${url.pathname}${url.search}`;
};

describe("instant alerts", () => {
  it("a publish that matches e-mails the search at once, with the listing and its links; a search it does not match gets nothing", async () => {
    const buyer = await newAccount("no_agente", { name: "Lucía" });
    const other = await newAccount("no_agente");
    const search = await saveSearch(buyer, "Depas en renta cerca", {
      operation: "renta",
      location_id: colonia.id,
      tipo: "departamento",
      precio_max: "30000",
    });
    await saveSearch(other, "Casas en venta", { operation: "venta", location_id: colonia.id });

    const id = await publishListing({ price: 24_500, title: "Departamento con balcón para alertas" });
    const [mail] = await until(buyer.email, 1);
    expect(mail.subject).toBe(SAVED_SEARCH_ALERT_TEXT.subject(1));
    expect(mail.text).toContain("Lucía, hay una propiedad nueva que coincide con tu búsqueda “Depas en renta cerca”.");
    expect(mail.text).toContain("Departamento con balcón para alertas");
    expect(mail.text).toContain(`$24,500/mes · ${colonia.name}`);
    expect(mail.text).toContain(`/propiedad/${id}`);
    expect(mail.html).toContain(`/propiedad/${id}`);
    expect(mail.html).toContain("/media/alerta.webp");
    // "Ver todas": the search's page as the search pages write it.
    const seeAll = mail.text.match(/Ver todas: (\S+)/)![1];
    expect(new URL(seeAll).pathname).toBe("/rentar");
    expect(Object.fromEntries(new URL(seeAll).searchParams)).toEqual({
      location_id: colonia.id,
      location: colonia.name,
      tipo: "departamento",
      precio_max: "30000",
    });
    // One-click unsubscribe, in the body and in the headers (RFC 8058).
    const headers = JSON.parse(mail.headers!) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(new RegExp(`^<https?://\\S+${UNSUBSCRIBE_PATH}\\?token=${search.id}\\.[\\w-]+>$`));
    expect(headers["List-Unsubscribe"]).toBe(`<${new URL(mail.text.match(/https?:\/\/\S+\/alertas\/baja\?token=\S+/)![0]).href}>`);

    expect(await matchesOf(search.id)).toEqual([{ property_id: id, reason: "publicada", sent_at: expect.any(Number) }]);
    const [row] = await rows<{ last_notified_at: number | null; alert_due_at: number | null }>(
      "SELECT last_notified_at, alert_due_at FROM saved_searches WHERE id = ?",
      [search.id],
    );
    expect(row.last_notified_at).not.toBeNull();
    expect(row.alert_due_at).toBeNull();

    // A listing the search does not take (over its price) is not recorded nor e-mailed.
    const expensive = await publishListing({ price: 45_000 });
    await new Promise((r) => setTimeout(r, 500));
    expect((await matchesOf(search.id)).map((m) => m.property_id)).toEqual([id]);
    expect((await mailsTo(buyer.email)).length).toBe(1);
    expect(expensive).toBeTruthy();
    // The other operation's search heard of neither.
    expect(await mailsTo(other.email)).toEqual([]);
  });

  it("within 10 minutes of an e-mail, new listings wait and go together in the next one (the cron sends it)", async () => {
    const buyer = await newAccount("no_agente");
    const search = await saveSearch(buyer, "Rentas con mascotas", { operation: "renta", location_id: colonia.municipioId, mascotas: "si" });
    const first = await publishListing({ price: 19_000 });
    expect((await until(buyer.email, 1)).length).toBe(1);

    const second = await publishListing({ price: 19_500 });
    const third = await publishListing({ price: 19_800 });
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo(buyer.email)).length).toBe(1);
    expect(
      (await matchesOf(search.id))
        .filter((m) => m.sent_at === null)
        .map((m) => m.property_id)
        .sort(),
    ).toEqual([second, third].sort());

    await runCron(Date.now() + 11 * 60_000);
    const mails = await mailsTo(buyer.email);
    expect(mails.length).toBe(2);
    expect(mails[1].subject).toBe(SAVED_SEARCH_ALERT_TEXT.subject(2));
    for (const id of [second, third]) expect(mails[1].text).toContain(`/propiedad/${id}`);
    expect(mails[1].text).not.toContain(`/propiedad/${first}`);
    expect((await matchesOf(search.id)).every((m) => m.sent_at !== null)).toBe(true);
  });
});

describe("price drops", () => {
  it("a price lowered by at least 5 % alerts the searches it now matches; a 2 % drop does not", async () => {
    const buyer = await newAccount("no_agente");
    const search = await saveSearch(buyer, "Hasta 20 mil", { operation: "renta", location_id: colonia.id, precio_max: "20000" });
    const id = await publishListing({ price: 21_000 });
    const small = await publishListing({ price: 20_400 });
    expect(await matchesOf(search.id)).toEqual([]);

    // 20,400 → 19,990: 2 % less, under the search's maximum, but not news.
    await editPrice(small, 19_990);
    // 21,000 → 19,900: 5.2 % less.
    await editPrice(id, 19_900);
    const [mail] = await until(buyer.email, 1);
    expect(mail.text).toContain(`/propiedad/${id}`);
    expect(mail.text).toContain(SAVED_SEARCH_ALERT_TEXT.priceDrop);
    expect(mail.text).not.toContain(`/propiedad/${small}`);
    expect(await matchesOf(search.id)).toEqual([{ property_id: id, reason: "bajo_precio", sent_at: expect.any(Number) }]);

    // Told once: another drop of the same listing is not a second e-mail.
    await editPrice(id, 17_000);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo(buyer.email)).length).toBe(1);
  });
});

describe("daily digest", () => {
  it("groups the day's listings into one e-mail, sent by the cron trigger once the day has passed", async () => {
    const buyer = await newAccount("no_agente");
    const search = await saveSearch(buyer, "Resumen diario", { operation: "renta", location_id: colonia.id, recamaras: "3" }, "diaria");
    const ids = [
      await publishListing({ bedrooms: 3, price: 30_000 }),
      await publishListing({ bedrooms: 4, price: 31_000 }),
      await publishListing({ bedrooms: 3, price: 32_000 }),
    ];
    await publishListing({ bedrooms: 1, price: 33_000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(buyer.email)).toEqual([]);
    expect((await matchesOf(search.id)).length).toBe(3);

    // An hour later the day has not passed: nothing.
    await runCron(Date.now() + 60 * 60_000);
    expect(await mailsTo(buyer.email)).toEqual([]);

    await runCron(Date.now() + DAY_MS);
    const mails = await mailsTo(buyer.email);
    expect(mails.length).toBe(1);
    expect(mails[0].subject).toBe(SAVED_SEARCH_ALERT_TEXT.subject(3));
    for (const id of ids) expect(mails[0].text).toContain(`/propiedad/${id}`);
    expect(mails[0].text).toContain("avisos: diaria");
    expect((await matchesOf(search.id)).every((m) => m.sent_at !== null)).toBe(true);

    // Nothing new: the next run sends nothing.
    await runCron(Date.now() + 2 * DAY_MS);
    expect((await mailsTo(buyer.email)).length).toBe(1);
  });
});

describe("searches without a place", () => {
  it("are matched by the cron trigger's sweep of the queued listings, not at the write, and e-mailed in the same run", async () => {
    const buyer = await newAccount("no_agente", { name: "Renata" });
    // The whole country, only a price range (a narrow one, so other tests' listings stay out).
    const search = await saveSearch(buyer, "Rentas en todo el país", { operation: "renta", precio_min: "27100", precio_max: "27199" });
    const quiet = await saveSearch(
      buyer,
      "Sin avisos",
      { operation: "renta", precio_min: "27100", precio_max: "27199", recamaras: "1" },
      "sin_alertas",
    );
    const id = await publishListing({ price: 27_150, title: "Departamento para la búsqueda amplia" });
    const over = await publishListing({ price: 27_300 });
    const unpublished = await publishListing({ price: 27_160 });
    const paused = await call(`/api/listings/${unpublished}/pause`, { cookie: agent.cookie, body: {} });
    expect(paused.status, await paused.clone().text()).toBe(200);
    // The write queued the listings; nothing is matched or sent before the cron runs.
    const queued = await rows<{ property_id: string; reason: string }>(
      "SELECT property_id, reason FROM listing_alert_queue WHERE property_id IN (?, ?, ?)",
      [id, over, unpublished],
    );
    expect(queued).toEqual(
      expect.arrayContaining([
        { property_id: id, reason: "publicada" },
        { property_id: over, reason: "publicada" },
      ]),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await matchesOf(search.id)).toEqual([]);
    expect(await mailsTo(buyer.email)).toEqual([]);

    await runCron(Date.now());
    // The listing in range was matched and e-mailed; the one over it and the one paused before the sweep were not.
    expect(await matchesOf(search.id)).toEqual([{ property_id: id, reason: "publicada", sent_at: expect.any(Number) }]);
    const mails = await mailsTo(buyer.email);
    expect(mails.length).toBe(1);
    expect(mails[0].subject).toBe(SAVED_SEARCH_ALERT_TEXT.subject(1));
    expect(mails[0].text).toContain("Departamento para la búsqueda amplia");
    expect(mails[0].text).not.toContain(`/propiedad/${over}`);
    expect(await matchesOf(quiet.id)).toEqual([]);
    // The sweep took what it matched off the queue.
    expect(await rows("SELECT id FROM listing_alert_queue WHERE property_id IN (?, ?, ?)", [id, over, unpublished])).toEqual([]);

    // The next run has nothing new for the search.
    await runCron(Date.now() + 11 * 60_000);
    expect((await mailsTo(buyer.email)).length).toBe(1);
  });
});

describe("unsubscribe", () => {
  it("works signed out: the link shows the search and a button, the one-click POST turns its alerts off", async () => {
    const buyer = await newAccount("no_agente");
    const search = await saveSearch(buyer, "Para darme de baja", {
      operation: "renta",
      location_id: colonia.id,
      precio_min: "24000",
      precio_max: "24999",
    });
    await publishListing({ price: 24_200 });
    const [mail] = await until(buyer.email, 1);
    const link = unsubscribeLink(mail);

    const page = await call(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(UNSUBSCRIBE_TEXT.confirmQuestion("Para darme de baja"));
    expect(html).toContain(`<form method="post"`);
    // Opening the link changes nothing.
    expect((await rows("SELECT frequency FROM saved_searches WHERE id = ?", [search.id]))[0]).toEqual({ frequency: "al_momento" });

    // The mail app's one-click POST (RFC 8058): a form body, no cookie, no Origin.
    const done = await exports.default.fetch(`${ORIGIN}${link}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(UNSUBSCRIBE_TEXT.done("Para darme de baja"));
    expect((await rows("SELECT frequency FROM saved_searches WHERE id = ?", [search.id]))[0]).toEqual({ frequency: "sin_alertas" });

    // A search without alerts is no longer matched.
    await publishListing({ price: 24_300 });
    await new Promise((r) => setTimeout(r, 300));
    expect((await matchesOf(search.id)).length).toBe(1);
    expect((await mailsTo(buyer.email)).length).toBe(1);
  });

  it("a tampered link, or one signed for another search, is refused with a 404 page in Spanish", async () => {
    const buyer = await newAccount("no_agente");
    const search = await saveSearch(buyer, "No me toquen", { operation: "renta", location_id: colonia.id, precio_min: "26000", precio_max: "26999" });
    const victim = await saveSearch(buyer, "Otra búsqueda", { operation: "venta", location_id: colonia.id });
    await publishListing({ price: 26_100 });
    const [mail] = await until(buyer.email, 1);
    const link = unsubscribeLink(mail);
    const token = new URL(link, "http://x").searchParams.get("token")!;
    const mac = token.split(".")[1];
    const flipped = `${search.id}.${mac.slice(0, -2)}${mac.at(-2) === "A" ? "B" : "A"}${mac.at(-1)}`;
    for (const bad of [flipped, `${victim.id}.${mac}`, "cualquier-cosa", ""]) {
      for (const method of ["GET", "POST"]) {
        const res = await call(`${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: bad })}`, { method, headers: { origin: "" } });
        expect(res.status, `${method} ${bad}`).toBe(404);
        expect(await res.text()).toContain(UNSUBSCRIBE_TEXT.invalid);
      }
    }
    const frequencies = await rows("SELECT id, frequency FROM saved_searches WHERE id IN (?, ?) ORDER BY name", [search.id, victim.id]);
    expect(frequencies).toEqual(
      expect.arrayContaining([
        { id: search.id, frequency: "al_momento" },
        { id: victim.id, frequency: "al_momento" },
      ]),
    );
  });
});

describe("a place with no listings yet", () => {
  it("a search of a city outside Mexico City alerts when the first listing there is published", async () => {
    const city = (
      await rows<{ id: string; nombre_canonico: string; lat: number; lng: number }>(
        "SELECT id, nombre_canonico, centroid_lat AS lat, centroid_lng AS lng FROM locations WHERE tipo = 'municipio' AND nombre_canonico = 'Nezahualcóyotl'",
      )
    )[0];
    expect(city).toBeTruthy();
    expect((await rows("SELECT count(*) AS n FROM properties WHERE municipio_id = ? AND status = 'publicada'", [city.id]))[0]).toEqual({ n: 0 });
    const buyer = await newAccount("no_agente");
    // Saved from the 'Avísame' page: the city by name.
    const search = await saveSearch(buyer, "Casas en Nezahualcóyotl", { operation: "venta", location: "Nezahualcóyotl" });
    expect(search.filters.location_id).toBe(city.id);

    // The city gets its first colonia, and its first listing.
    const estado = (await rows<{ padre_id: string }>("SELECT padre_id FROM locations WHERE id = ?", [city.id]))[0].padre_id;
    const coloniaId = `col_alerta_${crypto.randomUUID().slice(0, 8)}`;
    await rows(
      "INSERT INTO locations (id, nombre_canonico, search_name, contexto, tipo, slug, centroid_lng, centroid_lat, padre_id) VALUES (?, 'Colonia Alerta', 'colonia alerta', 'Nezahualcóyotl, Estado de México', 'colonia', ?, ?, ?, ?)",
      [coloniaId, coloniaId.replace(/_/g, "-"), city.lng, city.lat, city.id],
    );
    const neza: Colonia = {
      id: coloniaId,
      name: "Colonia Alerta",
      lat: city.lat,
      lng: city.lng,
      alcaldia: city.nombre_canonico,
      municipioId: city.id,
      estadoId: estado,
    };
    const id = await publishListing({ operation_type: "venta", property_type: "casa", price: 2_400_000, features: ["Jardín"] }, neza);
    const [mail] = await until(buyer.email, 1);
    expect(mail.subject).toBe(SAVED_SEARCH_ALERT_TEXT.subject(1));
    expect(mail.text).toContain(`/propiedad/${id}`);
    expect(mail.text).toContain("Colonia Alerta");
  });
});
