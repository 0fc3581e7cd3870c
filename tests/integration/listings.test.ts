import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { LISTING_MESSAGES as M } from "../../domain/listings/listing-messages";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import { ACCOUNT_MESSAGES } from "../../domain/auth/account-messages";
import { buyPlanThroughStripe, call, newAccount, uniquePhone, verificationLinkFor, verifyPhone, testDb } from "./helpers";
import { aColonia, completeDraft, type Colonia } from "./listing-fixtures";

const DAY_MS = 86_400_000;
type Role = "agente" | "inmobiliaria" | "no_agente";
type Person = { cookie: string; id: string; email: string };

const json = async (res: Response) => (await res.json()) as any;
const db = () => testDb();

const signUp = (role: Role, name = "Persona Prueba", verified = true): Promise<Person> => newAccount(role, { name, verified });

async function propertyCount(locationId: string): Promise<number> {
  return Number((await db().execute({ sql: "SELECT property_count FROM locations WHERE id = ?", args: [locationId] })).rows[0].property_count);
}

async function row(id: string) {
  return (await db().execute({ sql: "SELECT * FROM properties WHERE id = ?", args: [id] })).rows[0];
}

async function passesOf(userId: string) {
  const r = (await db().execute({ sql: "SELECT passes_remaining, rollover_passes FROM user_subscriptions WHERE user_id = ?", args: [userId] }))
    .rows[0];
  return r ? { passes_remaining: Number(r.passes_remaining), rollover_passes: Number(r.rollover_passes) } : null;
}

// An active plan with these passes, as a paid checkout leaves it.
async function giveSubscription(userId: string, passes: number, rollover = 0) {
  const now = Date.now();
  await db().execute({
    sql: `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
          VALUES (?, ?, 'plan_pro', 'active', ?, ?, 0, ?, ?)`,
    args: [crypto.randomUUID(), userId, passes, rollover, now, now + 30 * DAY_MS],
  });
}

async function addPhoto(listingId: string) {
  await db().execute({
    sql: "INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)",
    args: [crypto.randomUUID(), listingId],
  });
}

async function createDraft(cookie: string, fields: ListingDraft = {}): Promise<string> {
  const created = await call("/api/listings", { cookie, body: {} });
  expect(created.status).toBe(201);
  const { data } = await json(created);
  if (Object.keys(fields).length) {
    const saved = await call(`/api/listings/${data.id}/draft`, { method: "PATCH", cookie, body: fields });
    expect(saved.status).toBe(200);
  }
  return data.id;
}

// A complete draft with its photo, ready to publish.
async function readyDraft(agent: Person, colonia: Colonia, over: ListingDraft = {}) {
  const id = await createDraft(agent.cookie, completeDraft(colonia, over));
  await addPhoto(id);
  return id;
}

const publish = (cookie: string, id: string) => call(`/api/listings/${id}/publish`, { cookie, body: {} });
const action = (cookie: string, id: string, what: "pause" | "reactivate" | "close" | "renew") =>
  call(`/api/listings/${id}/${what}`, { cookie, body: {} });

async function published(agent: Person, colonia: Colonia, over: ListingDraft = {}) {
  const id = await readyDraft(agent, colonia, over);
  const res = await publish(agent.cookie, id);
  expect(res.status).toBe(200);
  return id;
}

async function searchIds(operation: string, locationId: string): Promise<string[]> {
  const res = await call(`/api/properties?operation=${operation}&location_id=${locationId}&page_size=1000`);
  expect(res.status).toBe(200);
  return (await json(res)).data.items.map((p: { id: string }) => p.id);
}

async function runCron(at = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled!(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("drafts", () => {
  it("creates a borrador, offers it as the latest draft and saves partial changes", async () => {
    const agent = await signUp("agente");
    const created = await call("/api/listings", { cookie: agent.cookie, body: {} });
    expect(created.status).toBe(201);
    const { data: editor } = await json(created);
    expect(editor).toMatchObject({ status: "borrador", draft: {}, photos: [] });
    expect(typeof editor.id).toBe("string");
    expect(typeof editor.updated_at).toBe("string");

    const latest = await json(await call("/api/listings/drafts/latest", { cookie: agent.cookie }));
    expect(latest.data).toMatchObject({ id: editor.id, title: null });

    const colonia = await aColonia();
    const first = await call(`/api/listings/${editor.id}/draft`, {
      method: "PATCH",
      cookie: agent.cookie,
      body: { operation_type: "renta", location_id: colonia.id },
    });
    expect(first.status).toBe(200);
    const second = await call(`/api/listings/${editor.id}/draft`, {
      method: "PATCH",
      cookie: agent.cookie,
      body: { title: "  Depa <b>con terraza</b>  en renta 24/7 ", price: 18_000 },
    });
    expect(second.status).toBe(200);

    const { data: after } = await json(await call(`/api/listings/${editor.id}`, { cookie: agent.cookie }));
    expect(after).toMatchObject({
      id: editor.id,
      status: "borrador",
      draft: { operation_type: "renta", location_id: colonia.id, title: "Depa <b>con terraza</b> en renta 24/7", price: 18_000 },
      location_name: colonia.name,
    });
    expect((await json(await call("/api/listings/drafts/latest", { cookie: agent.cookie }))).data).toMatchObject({
      id: editor.id,
      title: "Depa <b>con terraza</b> en renta 24/7",
    });
    // A borrador is never public.
    expect((await call(`/api/properties/${editor.id}`)).status).toBe(404);
  });

  it("an invalid field answers a Spanish 400 at that field and saves nothing", async () => {
    const agent = await signUp("agente");
    const id = await createDraft(agent.cookie, { price: 20_000 });
    const res = await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: { title: "Depa", price: 30_000 } });
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.fields.title).toEqual([M.titleLength]);
    expect(error.message).toBe(M.titleLength);
    const surface = await json(await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: { built_surface: 0 } }));
    expect(surface.error.fields.built_surface).toEqual([M.surfacePositive]);
    const { data } = await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }));
    expect(data.draft).toEqual({ price: 20_000 });
  });

  it("refuses unknown keys in Spanish and saves nothing", async () => {
    const agent = await signUp("agente");
    const id = await createDraft(agent.cookie, { price: 20_000 });
    const res = await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: { price: 25_000, status: "publicada" } });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe(M.unknownFields(["status"]));
    expect((await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }))).data.draft).toEqual({ price: 20_000 });
    expect((await row(id)).status).toBe("borrador");
  });

  it("two autosaves at once both keep their field", async () => {
    const agent = await signUp("agente");
    const id = await createDraft(agent.cookie, { operation_type: "venta" });
    const changes: ListingDraft[] = [
      { price: 4_000_000 },
      { title: "Casa con jardín en venta" },
      { bedrooms: 3, maintenance: null },
      { features: ["Jardín", "Chimenea"], pets: "si" },
    ];
    const results = await Promise.all(changes.map((body) => call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const { data } = await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }));
    expect(data.draft).toEqual({
      operation_type: "venta",
      price: 4_000_000,
      title: "Casa con jardín en venta",
      bedrooms: 3,
      maintenance: null,
      features: ["Jardín", "Chimenea"],
      pets: "si",
    });
    // A later change replaces a field's value.
    await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: { price: 3_900_000, features: [] } });
    expect((await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }))).data.draft).toMatchObject({
      price: 3_900_000,
      features: [],
      title: "Casa con jardín en venta",
    });
  });

  it("refuses a body over 64 KiB with 413", async () => {
    const agent = await signUp("agente");
    const id = await createDraft(agent.cookie);
    const res = await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: { description: "a".repeat(70 * 1024) } });
    expect(res.status).toBe(413);
    expect((await json(res)).error.code).toBe("payload_too_large");
    expect((await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }))).data.draft).toEqual({});
  });
});

describe("publishing", () => {
  it("without a plan: 402 'No tienes pases disponibles' and the listing stays a borrador", async () => {
    const agent = await signUp("agente");
    const id = await readyDraft(agent, await aColonia());
    const res = await publish(agent.cookie, id);
    expect(res.status).toBe(402);
    expect((await json(res)).error.message).toBe("No tienes pases disponibles");
    expect((await row(id)).status).toBe("borrador");
    expect((await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }))).data.draft.title).toMatch(/^Departamento de prueba/);
  });

  it("with an unconfirmed e-mail: 403 in Spanish, nothing spent; once confirmed it publishes", async () => {
    const agent = await signUp("agente", "Agente Sin Confirmar", false);
    await giveSubscription(agent.id, 1);
    const id = await readyDraft(agent, await aColonia());
    const refused = await publish(agent.cookie, id);
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toEqual({ code: "email_not_verified", message: ACCOUNT_MESSAGES.emailNotVerified });
    expect((await row(id)).status).toBe("borrador");

    const link = await verificationLinkFor(agent.email);
    expect((await call(new URL(link).pathname + new URL(link).search, { redirect: "manual" })).status).toBe(302);
    // Confirmed, the agent may now prove a phone, which publishing also needs.
    await verifyPhone(agent.cookie, uniquePhone());
    const published = await publish(agent.cookie, id);
    expect(published.status).toBe(200);
    expect((await row(id)).status).toBe("publicada");
  });

  it("an incomplete draft answers 400 with its field errors and spends nothing", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 2);
    const colonia = await aColonia();
    const { title: _t, ...noTitle } = completeDraft(colonia);
    const id = await createDraft(agent.cookie, { ...noTitle, price: 50_000_000 });
    await addPhoto(id);
    const res = await publish(agent.cookie, id);
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.message).toBe(M.incomplete);
    expect(error.fields.title).toEqual([M.titleRequired]);
    // Cross-field rules are checked once the fields themselves are valid.
    await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: { title: "Departamento amplio en renta" } });
    const range = await json(await publish(agent.cookie, id));
    expect(range.error.fields.price).toEqual([M.priceRange("renta")]);
    expect((await row(id)).status).toBe("borrador");
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 2, rollover_passes: 0 });
  });

  it("a location that is not a colonia answers 400 at location_id", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 1);
    const colonia = await aColonia();
    const id = await readyDraft(agent, colonia, { location_id: colonia.municipioId });
    const res = await publish(agent.cookie, id);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields.location_id).toEqual([M.location]);
    expect((await row(id)).status).toBe("borrador");
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 1, rollover_passes: 0 });
  });

  it("a draft without photos answers 400", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 1);
    const id = await createDraft(agent.cookie, completeDraft(await aColonia()));
    const res = await publish(agent.cookie, id);
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.message).toBe(M.photosRequired);
    expect(error.fields.photos).toEqual([M.photosRequired]);
    expect((await row(id)).status).toBe("borrador");
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 1, rollover_passes: 0 });
  });

  it("with a plan: publicada for 30 days, rollover spent first, public in search, counts and the directory", async () => {
    const owner = await signUp("inmobiliaria");
    const agencyName = `Agencia Prueba ${crypto.randomUUID().slice(0, 8)}`;
    const agencyId = crypto.randomUUID();
    await db().execute({
      sql: "INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, ?, ?)",
      args: [agencyId, owner.id, agencyName, `agencia-${agencyId}`],
    });
    const agent = await signUp("agente");
    await db().execute({ sql: "INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", args: [agencyId, agent.id] });

    // The agency's plan, bought by its owner through Stripe, then a pass left over
    // from last period: an agent of the agency publishes with the agency's passes.
    await buyPlanThroughStripe(owner, "plan_agency_core");
    await db().execute({ sql: "UPDATE user_subscriptions SET rollover_passes = 1, passes_remaining = 2 WHERE user_id = ?", args: [owner.id] });

    const colonia = await aColonia();
    const id = await readyDraft(agent, colonia, { price: 24_500, title: "Departamento con balcón en renta" });
    const countBefore = await propertyCount(colonia.id);
    const [alcaldiaBefore, estadoBefore] = [await propertyCount(colonia.municipioId), await propertyCount(colonia.estadoId)];
    const listedBefore = (await json(await call(`/api/agencies?q=${encodeURIComponent(agencyName)}`))).data;
    expect(listedBefore).toEqual([expect.objectContaining({ id: agencyId, listing_count: 0 })]);

    const res = await publish(agent.cookie, id);
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ id, status: "publicada", passes: { passes_remaining: 2, rollover_passes: 0 } });
    expect(Math.abs(new Date(data.expires_at).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect(await passesOf(owner.id)).toEqual({ passes_remaining: 2, rollover_passes: 0 });
    expect((await json(await call("/api/subscription", { cookie: agent.cookie }))).data).toMatchObject({
      passes_remaining: 2,
      rollover_passes: 0,
      total_passes: 2,
    });

    const stored = await row(id);
    expect(stored).toMatchObject({
      status: "publicada",
      agency_id: agencyId,
      location_id: colonia.id,
      municipio_id: colonia.municipioId,
      estado_id: colonia.estadoId,
      draft: null,
    });
    expect(Number(stored.expires_at)).toBe(new Date(data.expires_at).getTime());

    const detail = await call(`/api/properties/${id}`);
    expect(detail.status).toBe(200);
    const { data: page } = await json(detail);
    expect(page).toMatchObject({
      id,
      title: "Departamento con balcón en renta",
      price: 24_500,
      operation_type: "renta",
      address: `Durango 123 int. 301, ${colonia.name}`,
    });
    expect(page.description).toContain("\n\nListo para habitar.");
    expect(page.location).toMatchObject({ colonia: colonia.name, alcaldia: colonia.alcaldia });
    expect(page.location.estado).toBeTruthy();
    expect(await searchIds("renta", colonia.id)).toContain(id);
    expect(await searchIds("venta", colonia.id)).not.toContain(id);
    expect(await propertyCount(colonia.id)).toBe(countBefore + 1);
    // The places above it count it and find it too.
    expect(await propertyCount(colonia.municipioId)).toBe(alcaldiaBefore + 1);
    expect(await propertyCount(colonia.estadoId)).toBe(estadoBefore + 1);
    expect(await searchIds("renta", colonia.municipioId)).toContain(id);
    expect(await searchIds("renta", colonia.estadoId)).toContain(id);
    expect((await json(await call(`/api/agencies?q=${encodeURIComponent(agencyName)}`))).data[0].listing_count).toBe(1);

    // Published: no longer a draft to offer, nor to autosave or publish again.
    expect((await json(await call("/api/listings/drafts/latest", { cookie: agent.cookie }))).data).toBeNull();
    expect((await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: { price: 1_000 } })).status).toBe(409);
    expect((await publish(agent.cookie, id)).status).toBe(409);
    expect(await passesOf(owner.id)).toEqual({ passes_remaining: 2, rollover_passes: 0 });
  });

  it("hide_address: buyers see the colonia and its centre, never the pin", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 1);
    const colonia = await aColonia();
    const draft = completeDraft(colonia, { hide_address: true });
    const id = await published(agent, colonia, draft);
    const { data } = await json(await call(`/api/properties/${id}`));
    expect(data.address).toBe(`${colonia.name}, ${colonia.alcaldia}`);
    expect(data.location).toMatchObject({ colonia: colonia.name, alcaldia: colonia.alcaldia });
    expect(data.address).not.toContain("Durango");
    expect(data.lat).toBeCloseTo(colonia.lat, 6);
    expect(data.lng).toBeCloseTo(colonia.lng, 6);
    expect(data.lat).not.toBeCloseTo(draft.lat!, 4);
    // Nothing of the listing itself names the street (its neighbours may be on one).
    const { similar: _neighbours, ...own } = data;
    expect(JSON.stringify(own)).not.toContain("Durango");
    const card = (await json(await call(`/api/properties?operation=renta&location_id=${colonia.id}&page_size=1000`))).data.items.find(
      (p: { id: string }) => p.id === id,
    );
    expect(card).toMatchObject({ address: data.address, street: null, lat: data.lat, lng: data.lng });
    // The agent still edits the pin they placed.
    const { data: editor } = await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }));
    expect(editor.draft).toMatchObject({ hide_address: true, street: "Durango 123", lat: draft.lat, lng: draft.lng });
  });

  it("two drafts racing for the last pass: one published, one 402", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 1);
    const colonia = await aColonia();
    const a = await readyDraft(agent, colonia);
    const b = await readyDraft(agent, colonia);
    const results = await Promise.all([publish(agent.cookie, a), publish(agent.cookie, b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    const refused = results.find((r) => r.status === 402)!;
    expect((await json(refused)).error.message).toBe("No tienes pases disponibles");
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 0, rollover_passes: 0 });
    const statuses = [(await row(a)).status, (await row(b)).status].sort();
    expect(statuses).toEqual(["borrador", "publicada"]);
  });

  it("the same draft published twice at once: one 200, one 409, one pass", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 3);
    const id = await readyDraft(agent, await aColonia());
    const results = await Promise.all([publish(agent.cookie, id), publish(agent.cookie, id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await json(results.find((r) => r.status === 409)!)).error.message).toBe(M.notADraft);
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 2, rollover_passes: 0 });
    expect((await row(id)).status).toBe("publicada");
  });
});

describe("editing a live listing", () => {
  it("PUT updates price and title at once and spends nothing; an invalid listing changes nothing", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 2);
    const colonia = await aColonia();
    const id = await published(agent, colonia);
    const { data: editor } = await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }));
    expect(editor).toMatchObject({ status: "publicada", draft: { price: 23_456, location_id: colonia.id } });

    const res = await call(`/api/listings/${id}`, {
      method: "PUT",
      cookie: agent.cookie,
      body: { ...editor.draft, price: 21_000, title: "Departamento rebajado en renta" },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ id, status: "publicada" });
    expect((await json(await call(`/api/properties/${id}`))).data).toMatchObject({ price: 21_000, title: "Departamento rebajado en renta" });
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 1, rollover_passes: 0 });

    const invalid = await call(`/api/listings/${id}`, {
      method: "PUT",
      cookie: agent.cookie,
      body: { ...editor.draft, price: 50_000_000, title: "Otro título para la renta" },
    });
    expect(invalid.status).toBe(400);
    expect((await json(invalid)).error.fields.price).toEqual([M.priceRange("renta")]);
    const missing = await call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: { price: 19_000 } });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error.fields.title).toEqual([M.titleRequired]);
    const huge = await call(`/api/listings/${id}`, {
      method: "PUT",
      cookie: agent.cookie,
      body: { ...editor.draft, description: "a".repeat(70 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect((await json(await call(`/api/properties/${id}`))).data).toMatchObject({ price: 21_000, title: "Departamento rebajado en renta" });
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 1, rollover_passes: 0 });
  });

  it("PUT on a borrador is refused with 409", async () => {
    const agent = await signUp("agente");
    const colonia = await aColonia();
    const id = await readyDraft(agent, colonia);
    const res = await call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: completeDraft(colonia) });
    expect(res.status).toBe(409);
    expect((await row(id)).status).toBe("borrador");
  });
});

describe("lifecycle", () => {
  it("pause hides it, reactivate brings it back, close marks a rent rentada", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 1);
    const colonia = await aColonia();
    const id = await published(agent, colonia);
    const count = await propertyCount(colonia.id);

    const paused = await action(agent.cookie, id, "pause");
    expect(paused.status).toBe(200);
    expect((await json(paused)).data).toMatchObject({ id, status: "pausada" });
    expect((await call(`/api/properties/${id}`)).status).toBe(404);
    expect(await searchIds("renta", colonia.id)).not.toContain(id);
    expect(await propertyCount(colonia.id)).toBe(count - 1);
    expect((await action(agent.cookie, id, "pause")).status).toBe(409);
    expect((await action(agent.cookie, id, "renew")).status).toBe(409);

    const back = await action(agent.cookie, id, "reactivate");
    expect(back.status).toBe(200);
    expect((await json(back)).data).toMatchObject({ id, status: "publicada" });
    expect((await call(`/api/properties/${id}`)).status).toBe(200);
    expect(await searchIds("renta", colonia.id)).toContain(id);
    expect(await propertyCount(colonia.id)).toBe(count);
    expect((await action(agent.cookie, id, "reactivate")).status).toBe(409);

    const closed = await action(agent.cookie, id, "close");
    expect(closed.status).toBe(200);
    expect((await json(closed)).data).toMatchObject({ id, status: "rentada" });
    expect((await call(`/api/properties/${id}`)).status).toBe(404);
    expect(await propertyCount(colonia.id)).toBe(count - 1);
    for (const what of ["pause", "reactivate", "close", "renew"] as const) {
      const res = await action(agent.cookie, id, what);
      expect(res.status).toBe(409);
      expect((await json(res)).error.message).toBe(M.wrongStatus);
    }
    expect((await call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: completeDraft(colonia) })).status).toBe(409);
    expect((await row(id)).status).toBe("rentada");
  });

  it("a venta closes as vendida; actions of a borrador other than publish are refused", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 1);
    const colonia = await aColonia();
    const draft = await readyDraft(agent, colonia, { operation_type: "venta", price: 4_500_000 });
    for (const what of ["pause", "reactivate", "close", "renew"] as const) expect((await action(agent.cookie, draft, what)).status).toBe(409);
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 1, rollover_passes: 0 });
    expect((await publish(agent.cookie, draft)).status).toBe(200);
    expect((await json(await action(agent.cookie, draft, "close"))).data.status).toBe("vendida");
  });

  it("the cron expires a listing past its period; renewing spends a pass for a new period", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 2);
    const colonia = await aColonia();
    const id = await published(agent, colonia);
    const count = await propertyCount(colonia.id);
    await db().execute({ sql: "UPDATE properties SET expires_at = ? WHERE id = ?", args: [Date.now() - 60_000, id] });

    await runCron();
    expect((await row(id)).status).toBe("vencida");
    expect((await call(`/api/properties/${id}`)).status).toBe(404);
    expect(await searchIds("renta", colonia.id)).not.toContain(id);
    expect(await propertyCount(colonia.id)).toBe(count - 1);
    expect((await action(agent.cookie, id, "pause")).status).toBe(409);
    expect((await action(agent.cookie, id, "reactivate")).status).toBe(409);

    const renewed = await action(agent.cookie, id, "renew");
    expect(renewed.status).toBe(200);
    const { data } = await json(renewed);
    expect(data).toMatchObject({ id, status: "publicada", passes: { passes_remaining: 0, rollover_passes: 0 } });
    expect(Math.abs(new Date(data.expires_at).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 0, rollover_passes: 0 });
    expect((await call(`/api/properties/${id}`)).status).toBe(200);
    expect(await propertyCount(colonia.id)).toBe(count);

    // No pass left: renewing again is refused and changes nothing.
    const refused = await action(agent.cookie, id, "renew");
    expect(refused.status).toBe(402);
    expect(Number((await row(id)).expires_at)).toBe(new Date(data.expires_at).getTime());
  });

  it("a paused listing whose period ended comes back as vencida, not public", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 1);
    const id = await published(agent, await aColonia());
    expect((await action(agent.cookie, id, "pause")).status).toBe(200);
    await db().execute({ sql: "UPDATE properties SET expires_at = ? WHERE id = ?", args: [Date.now() - 60_000, id] });
    const res = await action(agent.cookie, id, "reactivate");
    expect(res.status).toBe(200);
    expect((await json(res)).data.status).toBe("vencida");
    expect((await call(`/api/properties/${id}`)).status).toBe(404);
  });

  it("renewing a running publication extends it from its current end", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 2);
    const id = await published(agent, await aColonia());
    const end = Number((await row(id)).expires_at);
    const { data } = await json(await action(agent.cookie, id, "renew"));
    expect(new Date(data.expires_at).getTime()).toBe(end + 30 * DAY_MS);
    expect(await passesOf(agent.id)).toEqual({ passes_remaining: 0, rollover_passes: 0 });
  });

  it("the cron sends one reminder to a listing ending in 2 days, however often it runs", async () => {
    const agent = await signUp("agente", "Lucía Reminder");
    await giveSubscription(agent.id, 1);
    const id = await published(agent, await aColonia(), { title: "Departamento que vence pronto" });
    await db().execute({ sql: "UPDATE properties SET expires_at = ? WHERE id = ?", args: [Date.now() + 2 * DAY_MS, id] });
    const mails = async () =>
      (
        await db().execute({
          sql: `SELECT subject, text FROM email_outbox WHERE "to" = ? AND subject LIKE 'Tu publicación vence%'`,
          args: [agent.email],
        })
      ).rows;

    await runCron();
    await runCron();
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toMatch(/^Tu publicación vence el /);
    expect(sent[0].text).toContain("Departamento que vence pronto");
    expect((await row(id)).status).toBe("publicada");
    expect((await row(id)).expiry_reminder_sent_at).not.toBeNull();
  });

  it("DELETE removes the listing; a clone on a client's board stays readable", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 1);
    const colonia = await aColonia();
    const id = await published(agent, colonia, { title: "Departamento que se va a borrar" });
    const count = await propertyCount(colonia.id);

    // Another agent's client saved it, and the list became a board.
    const boardOwner = await signUp("agente");
    const list = (await json(await call("/api/favorites/lists", { cookie: boardOwner.cookie, body: { name: "Familia Prueba" } }))).data;
    expect((await call(`/api/favorites/lists/${list.id}/properties`, { cookie: boardOwner.cookie, body: { propertyId: id } })).status).toBe(201);
    expect((await call("/api/boards/migrate", { cookie: boardOwner.cookie, body: { listId: list.id } })).status).toBeLessThan(300);
    const board = (await json(await call(`/api/boards/by-list/${list.id}`, { cookie: boardOwner.cookie }))).data;
    const cloneId = board.items[0].property.id;

    const deleted = await call(`/api/listings/${id}`, { method: "DELETE", cookie: agent.cookie });
    expect(deleted.status).toBe(204);
    expect((await call(`/api/properties/${id}`)).status).toBe(404);
    expect((await call(`/api/listings/${id}`, { cookie: agent.cookie })).status).toBe(404);
    expect(await row(id)).toBeUndefined();
    expect(await propertyCount(colonia.id)).toBe(count - 1);
    const clone = await call(`/api/cloned-properties/${cloneId}`, { cookie: boardOwner.cookie });
    expect(clone.status).toBe(200);
    expect((await json(clone)).data).toMatchObject({ title: "Departamento que se va a borrar", price: 23_456 });
  });

  it("a borrador can be deleted", async () => {
    const agent = await signUp("agente");
    const id = await createDraft(agent.cookie, { title: "Borrador que sobra" });
    expect((await call(`/api/listings/${id}`, { method: "DELETE", cookie: agent.cookie })).status).toBe(204);
    expect(await row(id)).toBeUndefined();
    expect((await json(await call("/api/listings/drafts/latest", { cookie: agent.cookie }))).data).toBeNull();
  });
});

describe("who may manage a listing", () => {
  it("another agent gets 404 on everything and nothing changes", async () => {
    const agent = await signUp("agente");
    await giveSubscription(agent.id, 1);
    const colonia = await aColonia();
    const live = await published(agent, colonia);
    const draft = await createDraft(agent.cookie, completeDraft(colonia, { title: "Borrador ajeno de prueba" }));
    await addPhoto(draft);
    const other = await signUp("agente");
    await giveSubscription(other.id, 2);
    const o = other.cookie;

    const attempts = [
      call(`/api/listings/${draft}`, { cookie: o }),
      call(`/api/listings/${draft}/draft`, { method: "PATCH", cookie: o, body: { price: 1_000 } }),
      publish(o, draft),
      call(`/api/listings/${draft}`, { method: "DELETE", cookie: o }),
      call(`/api/listings/${live}`, { cookie: o }),
      call(`/api/listings/${live}`, { method: "PUT", cookie: o, body: completeDraft(colonia, { price: 1_500 }) }),
      action(o, live, "pause"),
      action(o, live, "close"),
      action(o, live, "renew"),
      call(`/api/listings/${live}`, { method: "DELETE", cookie: o }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect((await json(res)).error.message).toBe(M.notFound);
    }
    expect((await row(draft)).status).toBe("borrador");
    expect((await json(await call(`/api/listings/${draft}`, { cookie: agent.cookie }))).data.draft).toMatchObject({
      title: "Borrador ajeno de prueba",
      price: 23_456,
    });
    expect(await row(live)).toMatchObject({ status: "publicada", price: 23_456 });
    expect(await passesOf(other.id)).toEqual({ passes_remaining: 2, rollover_passes: 0 });
    expect((await json(await call("/api/listings", { cookie: o }))).data.items).toEqual([]);
  });

  it("a buyer (no_agente) gets 403 in Spanish; signed out gets 401", async () => {
    const buyer = await signUp("no_agente");
    const forbidden = await call("/api/listings", { cookie: buyer.cookie, body: {} });
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).error.message).toBe("Esta función es para agentes e inmobiliarias.");
    expect((await call("/api/listings", { cookie: buyer.cookie })).status).toBe(403);
    const anonymous = await call("/api/listings", { body: {} });
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).error.message).toBe("No estás autenticado");
    expect((await call("/api/listings/drafts/latest")).status).toBe(401);
  });

  it("an agency owner sees and manages their agents' listings and filters by agent; another agency's owner cannot", async () => {
    const owner = await signUp("inmobiliaria", "Dueña Agencia");
    const agencyId = crypto.randomUUID();
    await db().execute({
      sql: "INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, ?, ?)",
      args: [agencyId, owner.id, "Agencia Uno Prueba", `agencia-uno-${agencyId}`],
    });
    const agent = await signUp("agente", "Agente Uno");
    const colleague = await signUp("agente", "Agente Dos");
    for (const a of [agent, colleague])
      await db().execute({ sql: "INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", args: [agencyId, a.id] });
    // The agency's plan: its agents publish with its passes.
    await giveSubscription(owner.id, 1);
    const colonia = await aColonia();
    const live = await published(agent, colonia);
    const colleagueDraft = await createDraft(colleague.cookie, { title: "Borrador de la colega" });
    const ownDraft = await createDraft(owner.cookie, { title: "Borrador de la dueña" });

    const { data: all } = await json(await call("/api/listings", { cookie: owner.cookie }));
    expect(all.items.map((l: { id: string }) => l.id).sort()).toEqual([live, colleagueDraft, ownDraft].sort());
    // The team to filter by: the owner first, then the agents by name.
    expect(all.agents.map((a: { id: string }) => a.id)).toEqual([owner.id, colleague.id, agent.id]);
    const { data: byAgent } = await json(await call(`/api/listings?agent_id=${agent.id}`, { cookie: owner.cookie }));
    expect(byAgent.items.map((l: { id: string }) => l.id)).toEqual([live]);
    expect(byAgent.items[0]).toMatchObject({ status: "publicada", agent: { id: agent.id, name: "Agente Uno" } });
    const { data: drafts } = await json(await call("/api/listings?status=borrador", { cookie: owner.cookie }));
    expect(drafts.items.map((l: { id: string }) => l.id).sort()).toEqual([colleagueDraft, ownDraft].sort());
    // An agent sees only their own.
    expect((await json(await call("/api/listings", { cookie: agent.cookie }))).data.items.map((l: { id: string }) => l.id)).toEqual([live]);

    const { data: editor } = await json(await call(`/api/listings/${live}`, { cookie: owner.cookie }));
    expect(editor).toMatchObject({ id: live, status: "publicada" });
    expect((await call(`/api/listings/${live}`, { method: "PUT", cookie: owner.cookie, body: { ...editor.draft, price: 22_000 } })).status).toBe(200);
    expect((await json(await action(owner.cookie, live, "pause"))).data.status).toBe("pausada");
    expect((await call(`/api/listings/${colleagueDraft}/draft`, { method: "PATCH", cookie: owner.cookie, body: { price: 30_000 } })).status).toBe(
      200,
    );

    const rival = await signUp("inmobiliaria", "Otra Dueña");
    const rivalAgency = crypto.randomUUID();
    await db().execute({
      sql: "INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, ?, ?)",
      args: [rivalAgency, rival.id, "Agencia Dos Prueba", `agencia-dos-${rivalAgency}`],
    });
    expect((await call(`/api/listings/${live}`, { cookie: rival.cookie })).status).toBe(404);
    expect((await action(rival.cookie, live, "reactivate")).status).toBe(404);
    expect((await call(`/api/listings/${live}`, { method: "DELETE", cookie: rival.cookie })).status).toBe(404);
    expect((await call(`/api/listings/${colleagueDraft}/draft`, { method: "PATCH", cookie: rival.cookie, body: { price: 1_000 } })).status).toBe(404);
    expect((await json(await call("/api/listings", { cookie: rival.cookie }))).data.items).toEqual([]);
    expect((await json(await call(`/api/listings?agent_id=${agent.id}`, { cookie: rival.cookie }))).data.items).toEqual([]);
    expect(await row(live)).toMatchObject({ status: "pausada", price: 22_000 });
    expect((await json(await call(`/api/listings/${colleagueDraft}`, { cookie: colleague.cookie }))).data.draft).toEqual({
      title: "Borrador de la colega",
      price: 30_000,
    });
  });
});
