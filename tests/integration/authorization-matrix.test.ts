import { exports } from "cloudflare:workers";
import type { InValue } from "@libsql/client/web";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createApi } from "../../worker/app";
import { endpointsOf } from "../../worker/route-declaration/declared-routes";
import type { RouteDeclaration } from "../../worker/route-declaration/route";
import { TEST_AUTH_SECRET } from "../fixtures/test-env";
import { invitationToken } from "../../worker/services/agency-team/invitation-token";
import { pngBytes } from "../fixtures/listing-photo-bytes";
import { PHOTO_SCENES, sceneBytes } from "../fixtures/photo-scene-bytes";
import { callInDevelopment } from "./in-development";
import { type Account, call, rows, cookiesOf, freshIp, newAccount, ORIGIN, smsCodeFor, uniqueEmail, uniquePhone } from "./helpers";
import { aColonia, completeDraft, photosFingerprinted, type Colonia } from "./listing-fixtures";

const MATRIX_TITLE = "Departamento de la matriz de permisos";

// The authorisation matrix: every route of the API (and the board room's WebSocket) ×
// every kind of caller, with the status each one must get. A route mounted in
// worker/app.ts without a row here fails the first test, so a new endpoint cannot ship
// without someone deciding who may call it.
//
// Callers, in the order they act (the owner last, so that nobody else's attempt comes
// after the owner has legitimately changed or deleted the resource):
//   anonymous     no session
//   no_agente     a buyer
//   agente        an agent who works for the agency below (membership grants nothing here)
//   inmobiliaria  the owner of an agency (not the owner's agency)
//   other         another independent agent: same role as the owner, not the owner
//   owner         the independent agent who owns every resource the rows point at
//
// Each row names the route exactly as Hono lists it and builds the concrete request for each
// caller; the status each caller must get comes from the route's declaration (its access
// and owner, `route({...})` next to its handler: expectedFor below). A row that changes or deletes what it
// points at works on a fresh resource of its own (`arrange`), and checks (`intact`) that
// nobody else's attempt changed it before the owner acts. At the end the owner's main
// resources are compared with how they were before the matrix ran.

const CALLERS = ["anonymous", "no_agente", "agente", "inmobiliaria", "other", "owner"] as const;
type Caller = (typeof CALLERS)[number];
type Person = Exclude<Caller, "anonymous">;
// One status, or the few that are equally right.
type Status = number | readonly number[];
//                     anonymous no_agente agente inmobiliaria other  owner
type Expected = readonly [Status, Status, Status, Status, Status, Status];

type Req = {
  path: string;
  body?: unknown;
  // A multipart body (the photo upload) instead of JSON.
  form?: () => Promise<FormData>;
  // Sign in again and use that session (for calls that end or change the session).
  freshSession?: boolean;
  // Sent to the worker as it runs on a developer's machine (the local checkout exists only there).
  development?: boolean;
};

type Row<S = any> = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "ALL" | "WS";
  path: string;
  arrange?: (ctx: Ctx) => Promise<S>;
  build: (ctx: Ctx, caller: Caller, scratch: S) => Req | Promise<Req>;
  // What a caller the declaration lets through gets (200 unless said): the statuses per
  // caller come from the route's declared access and owner (expectedFor).
  status?: number;
  // Statuses the declaration cannot tell (a rule decided on the caller's plan, or on a link
  // nobody here holds), each row saying why.
  exception?: Expected;
  // Runs after everyone but the owner has tried: what they tried must not have happened.
  intact?: (ctx: Ctx, scratch: S) => Promise<void>;
  // Secrets of the owner a non-owner's 2xx answer may legitimately contain (see `leaks`).
  mayShow?: (keyof Secrets)[];
};

type Secrets = {
  listId: string;
  favoriteId: string;
  boardToken: string;
  shareToken: string;
  presentationToken: string;
  draftId: string;
  leadId: string;
  sessionId: string;
  orderId: string;
};

type Ctx = {
  people: Record<Person, Account>;
  colonia: Colonia;
  // Two seeded listings on the owner's main list, and a third that is on no list of theirs.
  listed: [string, string];
  spare: string;
  board: { id: string; cloneId: string };
  publishedId: string;
  photoId: string;
  // The inmobiliaria's agency, with `agente` as its agent.
  agency: { id: string; slug: string };
  secrets: Secrets;
};

const PASSWORD = "Segura2026"; // newAccount's
const DAY_MS = 86_400_000;
const ALL = (s: Status): Expected => [s, s, s, s, s, s];
// The operator's desk: nobody in the matrix is an operator (operator-desk.test.ts covers one who is).
const NOT_OPERATOR: Expected = [401, 403, 403, 403, 403, 403];
// The seeded verification request waiting in the operator's queue.
const seededVerification = async () =>
  (await one<{ id: string }>("SELECT id FROM verification_requests WHERE status = 'pendiente' ORDER BY created_at LIMIT 1", [])).id;
const SIGNED_IN = (s: Status): Expected => [401, s, s, s, s, s];
const AGENTS = (s: Status): Expected => [401, 403, s, s, s, s];
// An agency's owner and the independent agents; not an agency's agent.
const EXPORTERS = (s: Status): Expected => [401, 403, 403, s, s, s];
// The owner's resource behind requireUser + requireAgent: a buyer is refused by role.
const OWNER_AGENT = (s: Status): Expected => [401, 403, 404, 404, 404, s];
// The agency's owner only (the inmobiliaria caller, who owns the agency the rows point at).
const AGENCY_OWNER = (s: Status): Expected => [401, 403, 403, s, 403, 403];
// The owner's resource behind requireUser only: a buyer gets the same 404 as anybody.
const OWNER_USER = (s: Status): Expected => [401, 404, 404, 404, 404, s];

// The statuses per caller a route's declaration gives, the permitted caller getting `s`.
// Who is "permitted" per rule: ACCESS_RULES and OWNER_RULES (worker/route-declaration/access.ts).
function expectedFor({ access, owner }: RouteDeclaration, s: Status): Expected {
  switch (access) {
    case "public":
      return ALL(s);
    case "development":
      return ALL(404);
    case "operator":
      return NOT_OPERATOR;
    case "exporter":
      return EXPORTERS(s);
    case "agency-owner":
      return AGENCY_OWNER(s);
    case "agent":
      return owner === "agent" ? OWNER_AGENT(s) : AGENTS(s);
    case "signed-in":
      // The inmobiliaria caller owns the agency the rows point at.
      if (owner === "agency") return [401, 404, 404, s, 404, 404];
      return owner === "user" ? OWNER_USER(s) : SIGNED_IN(s);
  }
}

// ---------------------------------------------------------------- database helpers

const run = async (sql: string, args: InValue[] = []) => void (await rows(sql, args));
const json = async (res: Response) => (await res.json()) as any;
const newId = () => crypto.randomUUID();
const token = () => `${newId().replace(/-/g, "")}${newId().replace(/-/g, "")}`.slice(0, 43);

// Fresh resources of the owner for the rows that change or delete what they point at,
// written straight to the database: the owner's writes through the API count against the
// 120 a minute per user (arranging and the owner's cells use about 50).
const matrixAgency = async (ctx: Ctx) => (await one<{ id: string }>("SELECT id FROM agencies WHERE owner_id = ?", [ctx.people.inmobiliaria.id])).id;

const scratch = {
  // A pending invitation of the inmobiliaria's agency to an address nobody has, and its link.
  async invitation(ctx: Ctx) {
    const id = newId();
    const expires = new Date(Date.now() + 7 * DAY_MS);
    await run("INSERT INTO agency_invitations (id, agency_id, email, invited_by, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)", [
      id,
      await matrixAgency(ctx),
      uniqueEmail("matriz-invitacion"),
      ctx.people.inmobiliaria.id,
      Date.now(),
      expires.getTime(),
    ]);
    return { id, token: await invitationToken(TEST_AUTH_SECRET, id, expires) };
  },
  async list(ctx: Ctx, propertyIds: string[] = []) {
    const listId = newId();
    await run("INSERT INTO favorite_lists (id, name, user_id) VALUES (?, ?, ?)", [listId, `Prueba ${listId.slice(0, 6)}`, ctx.people.owner.id]);
    const favoriteIds: string[] = [];
    for (const propertyId of propertyIds) {
      const id = newId();
      await run("INSERT INTO favorite_properties (id, list_id, property_id) VALUES (?, ?, ?)", [id, listId, propertyId]);
      favoriteIds.push(id);
    }
    return { listId, favoriteIds };
  },
  async board(ctx: Ctx, { live = false } = {}) {
    const { listId } = await scratch.list(ctx);
    const boardId = newId();
    await run("INSERT INTO client_boards (id, agent_id, list_id, client_name) VALUES (?, ?, ?, 'Cliente de prueba')", [
      boardId,
      ctx.people.owner.id,
      listId,
    ]);
    const liveToken = live ? token() : null;
    if (liveToken) await run("INSERT INTO board_share_tokens (token, board_id) VALUES (?, ?)", [liveToken, boardId]);
    return { boardId, listId, liveToken };
  },
  async listing(ctx: Ctx, status: "borrador" | "publicada" | "pausada") {
    const id = `m${newId().replace(/-/g, "").slice(0, 13)}`;
    const c = ctx.colonia;
    const draft = status === "borrador" ? JSON.stringify(completeDraft(c, { title: MATRIX_TITLE })) : null;
    await run(
      `INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type,
                               status, agent_id, draft, published_at, expires_at)
       VALUES (?, 'Departamento de la matriz de permisos', 23456, 'Durango 123', ?, ?, ?, ?, ?, ?, 'renta', 'departamento', ?, ?, ?, ?, ?)`,
      [
        id,
        c.name,
        c.id,
        c.municipioId,
        c.estadoId,
        c.lat,
        c.lng,
        status,
        ctx.people.owner.id,
        draft,
        status === "borrador" ? null : Date.now(),
        status === "borrador" ? null : Date.now() + 30 * DAY_MS,
      ],
    );
    if (status === "borrador") await scratch.photo(id);
    return id;
  },
  async photo(listingId: string) {
    const id = newId();
    await run("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)", [id, listingId]);
    return id;
  },
  async savedSearch(ctx: Ctx) {
    const id = newId();
    await run("INSERT INTO saved_searches (id, user_id, name, filters, operation, frequency) VALUES (?, ?, ?, ?, 'renta', 'diaria')", [
      id,
      ctx.people.owner.id,
      "Búsqueda de la matriz",
      JSON.stringify({ operation: "renta", precio_max: Math.floor(Math.random() * 1e6) }),
    ]);
    return id;
  },
  async checkoutSession(ctx: Ctx) {
    const id = newId();
    await run("INSERT INTO checkout_sessions (id, user_id, plan_id, provider, status, amount_mxn) VALUES (?, ?, 'plan_pro', 'local', 'open', 999)", [
      id,
      ctx.people.owner.id,
    ]);
    return id;
  },
  async serviceOrder(ctx: Ctx) {
    const id = newId();
    await run(
      "INSERT INTO service_orders (id, user_id, property_id, service_id, provider, status, amount_mxn) VALUES (?, ?, ?, 'featured_listing', 'local', 'open', 299)",
      [id, ctx.people.owner.id, ctx.publishedId],
    );
    return id;
  },
  // A stamped invoice of the owner's.
  async invoice(ctx: Ctx) {
    const id = newId();
    await run(
      `INSERT INTO invoices (id, user_id, kind, source_id, concept, amount_mxn, provider, status, folio, xml, pdf)
       VALUES (?, ?, 'servicio', ?, 'Servicio Propiedad destacada', 299, 'local', 'timbrada', 'H-0', '<cfdi:Comprobante/>', 'JVBERi0=')`,
      [id, ctx.people.owner.id, id],
    );
    return id;
  },
  async share(ctx: Ctx) {
    const t = token();
    await run("INSERT INTO property_shares (token, property_id, shared_by, kind) VALUES (?, ?, ?, 'share')", [
      t,
      ctx.publishedId,
      ctx.people.owner.id,
    ]);
    return t;
  },
};

const one = async <T = any>(sql: string, args: InValue[]) => (await rows<T>(sql, args))[0];
const statusOf = async (listingId: string) => (await one<{ status: string }>("SELECT status FROM properties WHERE id = ?", [listingId]))?.status;
const exists = async (table: string, column: string, value: string) =>
  Number((await one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`, [value])).n) > 0;

async function photoForm(): Promise<FormData> {
  const form = new FormData();
  form.set("photo", new File([(await pngBytes(300, 300)) as Uint8Array<ArrayBuffer>], "foto.png", { type: "image/png" }));
  // A real thumbnail: the fingerprint queue decodes it, so a listing published with it is not held.
  form.set("thumbnail", new File([sceneBytes(PHOTO_SCENES.salaWebp.base64)], "miniatura.webp", { type: "image/webp" }));
  return form;
}

// "Alta de tu inmobiliaria" and a new verification request: fields and a real PDF's first bytes.
async function agencySignupForm(): Promise<FormData> {
  const form = new FormData();
  form.set("name", "Inmobiliaria de la Matriz");
  form.set("slug", `matriz-${newId().slice(0, 8)}`);
  form.set("description", "");
  form.set("phone", "");
  form.set("rfc", "WMT970714R10");
  form.set("proof", new File(["%PDF-1.4\n%%EOF\n"], "comprobante.pdf", { type: "application/pdf" }));
  return form;
}

async function logoForm(): Promise<FormData> {
  const form = new FormData();
  form.set("logo", new File([(await pngBytes(200, 200)) as Uint8Array<ArrayBuffer>], "logo.png", { type: "image/png" }));
  return form;
}

async function avatarForm(): Promise<FormData> {
  const form = new FormData();
  form.set("avatar", new File([(await pngBytes(200, 200)) as Uint8Array<ArrayBuffer>], "foto.png", { type: "image/png" }));
  return form;
}

const leadBody = (propertyId: string) => ({
  nombre: "Comprador Prueba",
  telefono: uniquePhone(),
  email: uniqueEmail("lead"),
  mensaje: "Hola, me interesa esta propiedad. ¿Sigue disponible?",
  property_id: propertyId,
});

// ---------------------------------------------------------------- the matrix

const MATRIX: Row[] = [
  // --- public reads
  { method: "GET", path: "/api/health", build: () => ({ path: "/api/health" }) },
  { method: "GET", path: "/api/locations", build: () => ({ path: "/api/locations?q=roma" }) },
  { method: "GET", path: "/api/properties/featured", build: () => ({ path: "/api/properties/featured" }) },
  { method: "GET", path: "/api/properties", build: () => ({ path: "/api/properties" }) },
  { method: "GET", path: "/api/properties/map", build: () => ({ path: "/api/properties/map" }) },
  { method: "GET", path: "/api/properties/:id", build: (ctx) => ({ path: `/api/properties/${ctx.publishedId}` }) },
  { method: "GET", path: "/api/agencies", build: () => ({ path: "/api/agencies" }) },

  // --- an agency's team: its owner (the inmobiliaria caller) only; the role decides (403).
  // Another agency's invitation, agent or listing answers 404 (agency-team.test.ts).
  { method: "GET", path: "/api/agency/team", build: () => ({ path: "/api/agency/team" }) },
  {
    method: "POST",
    path: "/api/agency/invitations",
    build: () => ({ path: "/api/agency/invitations", body: { email: uniqueEmail("matriz-invitada") } }),
    status: 201,
  },
  {
    method: "POST",
    path: "/api/agency/invitations/:id/resend",
    arrange: (ctx) => scratch.invitation(ctx),
    build: (_ctx, _caller, s: { id: string }) => ({ path: `/api/agency/invitations/${s.id}/resend`, body: {} }),
  },
  {
    method: "DELETE",
    path: "/api/agency/invitations/:id",
    arrange: (ctx) => scratch.invitation(ctx),
    build: (_ctx, _caller, s: { id: string }) => ({ path: `/api/agency/invitations/${s.id}` }),
    status: 204,
  },
  {
    method: "POST",
    path: "/api/agency/agents/:agentId/remove",
    arrange: async (ctx) => {
      const agent = await newAccount("agente", { verified: false });
      await run("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", [await matrixAgency(ctx), agent.id]);
      return agent.id;
    },
    build: (ctx, _caller, agentId: string) => ({ path: `/api/agency/agents/${agentId}/remove`, body: { reassign_to: ctx.people.inmobiliaria.id } }),
  },
  {
    method: "PUT",
    path: "/api/agency/listings/:id/agent",
    arrange: async (ctx) => {
      const id = `mx${newId().replace(/-/g, "").slice(0, 12)}`;
      await run(
        `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id, agency_id)
         VALUES (?, 'Departamento de la agencia de la matriz', 4500000, 'Calle Colima 12', 'Roma Norte', ?, 19.42, -99.16, 'venta', 'departamento', 'pausada', ?, ?)`,
        [id, ctx.colonia.id, ctx.people.agente.id, await matrixAgency(ctx)],
      );
      return id;
    },
    build: (ctx, _caller, id: string) => ({ path: `/api/agency/listings/${id}/agent`, body: { agent_id: ctx.people.inmobiliaria.id } }),
  },
  // An invitation's link: anyone may read it; accepting takes the invited address's account
  // (here nobody's: everyone signed in is refused); registering creates that account.
  {
    method: "GET",
    path: "/api/agency-invitations/:token",
    arrange: (ctx) => scratch.invitation(ctx),
    build: (_ctx, _caller, s: { token: string }) => ({ path: `/api/agency-invitations/${encodeURIComponent(s.token)}` }),
  },
  {
    method: "POST",
    path: "/api/agency-invitations/:token/accept",
    arrange: (ctx) => scratch.invitation(ctx),
    build: (_ctx, _caller, s: { token: string }) => ({ path: `/api/agency-invitations/${encodeURIComponent(s.token)}/accept`, body: {} }),
    exception: [401, 403, 403, 403, 403, 403],
    intact: async (_ctx, s: { id: string }) =>
      expect((await one("SELECT status FROM agency_invitations WHERE id = ?", [s.id])).status).toBe("pendiente"),
  },
  {
    method: "POST",
    path: "/api/agency-invitations/:token/register",
    // A fresh invitation for each caller: the link is the credential, whoever holds it.
    build: async (ctx) => {
      const { token } = await scratch.invitation(ctx);
      return { path: `/api/agency-invitations/${encodeURIComponent(token)}/register`, body: { name: "Agente de la Matriz", password: PASSWORD } };
    },
    status: 201,
  },
  { method: "GET", path: "/api/alcaldias", build: () => ({ path: "/api/alcaldias" }) },
  { method: "GET", path: "/api/agencies/:slug", build: (ctx) => ({ path: `/api/agencies/${ctx.agency.slug}` }) },
  // --- the agency's owner alone (the inmobiliaria column); its own agent included, everyone else gets a 404
  {
    method: "GET",
    path: "/api/agencies/:slug/report",
    build: (ctx) => ({ path: `/api/agencies/${ctx.agency.slug}/report` }),
  },
  { method: "GET", path: "/api/my-agency", build: () => ({ path: "/api/my-agency" }) },
  {
    method: "PUT",
    path: "/api/my-agency",
    build: (_ctx, caller) => ({ path: "/api/my-agency", body: { description: `Descripción escrita por ${caller}`, zone_ids: [] } }),
    intact: async (ctx) => {
      const { description } = await one<{ description: string | null }>("SELECT description FROM agencies WHERE id = ?", [ctx.agency.id]);
      expect(description ?? "").not.toMatch(/escrita por (anonymous|no_agente|agente|other|owner)$/);
    },
  },
  {
    method: "POST",
    path: "/api/my-agency/logo",
    build: () => ({ path: "/api/my-agency/logo", form: logoForm }),
    status: 201,
  },
  // An independent agent's public page.
  {
    method: "GET",
    path: "/api/agents/:slug",
    arrange: async (ctx) => {
      const res = await call("/api/my-profile", { cookie: ctx.people.owner.cookie });
      return ((await res.json()) as { data: { slug: string } }).data.slug;
    },
    build: (_ctx, _caller, slug: string) => ({ path: `/api/agents/${slug}` }),
  },
  // --- "Alta de tu inmobiliaria": inmobiliaria accounts only (the role decides: 403). The
  // inmobiliaria caller already has its agency (409), and its first verification request
  // is the one it sends here.
  { method: "GET", path: "/api/my-agency/signup", build: () => ({ path: "/api/my-agency/signup" }) },
  { method: "GET", path: "/api/my-agency/slug", build: () => ({ path: "/api/my-agency/slug?slug=una-inmobiliaria" }) },
  {
    method: "POST",
    path: "/api/my-agency",
    build: () => ({ path: "/api/my-agency", form: agencySignupForm }),
    status: 409,
    intact: async (ctx) => {
      for (const person of ["no_agente", "agente", "other", "owner"] as const)
        expect(await exists("agencies", "owner_id", ctx.people[person].id)).toBe(false);
    },
  },
  {
    method: "POST",
    path: "/api/my-agency/verification",
    build: () => ({ path: "/api/my-agency/verification", form: agencySignupForm }),
    status: 201,
  },
  { method: "GET", path: "/api/plans", build: () => ({ path: "/api/plans" }) },
  { method: "GET", path: "/api/services", build: () => ({ path: "/api/services" }) },
  { method: "GET", path: "/api/config", build: () => ({ path: "/api/config" }) },
  // Development only: a 404 to everybody anywhere else.
  { method: "GET", path: "/api/dev/emails", build: () => ({ path: "/api/dev/emails" }) },
  { method: "GET", path: "/api/dev/sms", build: () => ({ path: "/api/dev/sms" }) },

  // --- verified phones: any signed-in account reads its own; only advertisers get codes
  { method: "GET", path: "/api/phones", build: () => ({ path: "/api/phones" }) },
  { method: "POST", path: "/api/phones/code", build: () => ({ path: "/api/phones/code", body: { phone: uniquePhone() } }), status: 201 },
  {
    // A code sent to the owner verifies the number only for the owner.
    method: "POST",
    path: "/api/phones/verify",
    arrange: async (ctx) => {
      const number = uniquePhone();
      await call("/api/phones/code", { cookie: ctx.people.owner.cookie, body: { phone: number } });
      return { phone: number, code: await smsCodeFor(number) };
    },
    build: (_ctx, _caller, sent: { phone: string; code: string }) => ({ path: "/api/phones/verify", body: sent }),
    intact: async (_ctx, sent: { phone: string }) =>
      expect(await rows("SELECT user_id FROM verified_phones WHERE phone = ?", [sent.phone])).toEqual([]),
  },
  // --- the operator's desk: operators only (granted by the command line; none of these callers is one)
  { method: "GET", path: "/api/operator/queues", build: () => ({ path: "/api/operator/queues" }) },
  { method: "GET", path: "/api/operator/audit-log", build: () => ({ path: "/api/operator/audit-log" }) },
  { method: "GET", path: "/api/operator/price-flags", build: () => ({ path: "/api/operator/price-flags" }) },
  {
    method: "GET",
    path: "/api/operator/photo-fingerprints/failures",
    build: () => ({ path: "/api/operator/photo-fingerprints/failures" }),
  },
  {
    method: "POST",
    path: "/api/operator/photo-fingerprints/failures/:id/retry",
    build: (ctx) => ({ path: `/api/operator/photo-fingerprints/failures/${ctx.photoId}/retry`, body: {} }),
  },
  {
    method: "POST",
    path: "/api/operator/price-flags/:id/review",
    build: (ctx) => ({ path: `/api/operator/price-flags/${ctx.publishedId}/review`, body: { seenPriceM2: 1 } }),
  },
  {
    method: "GET",
    path: "/api/operator/verifications/:id/proof",
    build: async () => ({ path: `/api/operator/verifications/${await seededVerification()}/proof` }),
  },
  ...(["approve", "reject"] as const).map((action): Row => ({
    method: "POST",
    path: `/api/operator/verifications/:id/${action}`,
    build: async () => ({ path: `/api/operator/verifications/${await seededVerification()}/${action}`, body: { reason: "Decidido por la matriz" } }),
    intact: async () =>
      expect((await one("SELECT status FROM verification_requests WHERE id = ?", [await seededVerification()])).status).toBe("pendiente"),
  })),
  ...(["hide", "restore"] as const).map((action): Row => ({
    method: "POST",
    path: `/api/operator/listings/:id/${action}`,
    build: (ctx) => ({ path: `/api/operator/listings/${ctx.publishedId}/${action}`, body: { reason: "Decidido por la matriz", seenUpdatedAt: 0 } }),
    intact: async (ctx) => expect((await one("SELECT status FROM properties WHERE id = ?", [ctx.publishedId])).status).toBe("publicada"),
  })),
  ...(["suspend", "reactivate"] as const).map((action): Row => ({
    method: "POST",
    path: `/api/operator/users/:id/${action}`,
    build: (ctx) => ({ path: `/api/operator/users/${ctx.people.owner.id}/${action}`, body: { reason: "Decidido por la matriz" } }),
    intact: async (ctx) => expect((await one("SELECT suspended_at FROM users WHERE id = ?", [ctx.people.owner.id])).suspended_at).toBeNull(),
  })),

  // --- public writes (rate limited per address; every call here comes from its own)
  {
    method: "POST",
    path: "/api/properties/:id/contact",
    build: (ctx) => ({ path: `/api/properties/${ctx.publishedId}/contact`, body: {} }),
  },
  {
    method: "POST",
    path: "/api/properties/:id/events",
    build: (ctx) => ({ path: `/api/properties/${ctx.publishedId}/events`, body: { kind: "view" } }),
    status: 204,
  },
  {
    method: "POST",
    path: "/api/agencies/:slug/agents/:agentId/contact",
    build: (ctx) => ({ path: `/api/agencies/${ctx.agency.slug}/agents/${ctx.people.agente.id}/contact`, body: {} }),
  },
  {
    method: "POST",
    path: "/api/call-requests",
    build: (ctx) => ({
      path: "/api/call-requests",
      body: { nombre: "Comprador Prueba", numero_telefono: uniquePhone(), property_id: ctx.publishedId },
    }),
    status: 201,
  },
  { method: "POST", path: "/api/leads", build: (ctx) => ({ path: "/api/leads", body: leadBody(ctx.publishedId) }), status: 201 },
  // "Reportar anuncio": anyone, each on a listing of their own here (three reports would
  // take one listing out of search and refuse the rest).
  {
    method: "POST",
    path: "/api/listing-reports",
    arrange: async (ctx) => Object.fromEntries(await Promise.all(CALLERS.map(async (c) => [c, await scratch.listing(ctx, "publicada")]))),
    build: (_ctx, caller, ids: Record<Caller, string>) => ({
      path: "/api/listing-reports",
      body: { property_id: ids[caller], reason: "precio_falso", email: uniqueEmail("matriz-reporte") },
    }),
    status: 201,
  },
  // Stripe's signature is the only authentication; without one, nobody gets in.
  {
    method: "POST",
    path: "/api/stripe/webhook",
    build: () => ({ path: "/api/stripe/webhook", body: { type: "checkout.session.completed" } }),
    status: 400,
  },

  // --- accounts (/api/auth is an allow-list of better-auth endpoints)
  { method: "GET", path: "/api/auth/get-session", build: () => ({ path: "/api/auth/get-session" }) },
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    build: () => ({
      path: "/api/auth/sign-up/email",
      body: { name: "Persona Nueva", email: uniqueEmail("matriz"), password: PASSWORD, role: "no_agente" },
    }),
  },
  // Knowing the owner's address is not enough. (Sign-in allows 10 attempts a minute per
  // address: these 6 and the 2 fresh sessions of the rows below stay under it.)
  {
    method: "POST",
    path: "/api/auth/sign-in/email",
    build: (ctx) => ({ path: "/api/auth/sign-in/email", body: { email: ctx.people.owner.email, password: "NoEsLaClave2026" } }),
    status: 401,
  },
  // Google is not configured in tests: better-auth's 404 for an unknown provider, to everybody.
  {
    method: "POST",
    path: "/api/auth/sign-in/social",
    build: () => ({ path: "/api/auth/sign-in/social", body: { provider: "google", callbackURL: "/dashboard" } }),
    status: 404,
  },
  { method: "GET", path: "/api/auth/callback/:provider", build: () => ({ path: "/api/auth/callback/google?code=x&state=y" }), status: 302 },
  // A link that is not one: nobody verifies anything with it.
  { method: "GET", path: "/api/auth/verify-email", build: () => ({ path: `/api/auth/verify-email?token=${token()}` }), status: 401 },
  // The owner's (confirmed) address: signed out, the same 200 as for any address (nothing
  // tells whether it has an account); signed in as somebody else, 400 email_mismatch; the
  // owner, 400 email_already_verified.
  {
    method: "POST",
    path: "/api/auth/send-verification-email",
    build: (ctx) => ({ path: "/api/auth/send-verification-email", body: { email: ctx.people.owner.email } }),
    exception: [200, 400, 400, 400, 400, 400],
  },
  {
    method: "POST",
    path: "/api/auth/request-password-reset",
    build: (ctx) => ({ path: "/api/auth/request-password-reset", body: { email: ctx.people.owner.email } }),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    build: () => ({ path: "/api/auth/reset-password", body: { token: token(), newPassword: "OtraClave2026" } }),
    status: 400,
  },
  // Only the name; the role in the body is ignored (checked at the end: every role is as it was).
  {
    method: "POST",
    path: "/api/auth/update-user",
    build: () => ({ path: "/api/auth/update-user", body: { name: "Persona Prueba", role: "inmobiliaria" } }),
  },
  {
    method: "POST",
    path: "/api/auth/change-password",
    build: () => ({ path: "/api/auth/change-password", body: { currentPassword: PASSWORD, newPassword: PASSWORD }, freshSession: true }),
  },
  // A link goes to the new address; nothing changes until it is opened (my-profile.test.ts).
  {
    method: "POST",
    path: "/api/auth/change-email",
    build: (_ctx, caller) => ({ path: "/api/auth/change-email", body: { newEmail: uniqueEmail(`nuevo-${caller}`) } }),
  },
  // "Mi perfil": always the caller's own (no id in the path); the role picks the parts.
  { method: "GET", path: "/api/my-profile", build: () => ({ path: "/api/my-profile" }) },
  {
    method: "PUT",
    path: "/api/my-profile",
    build: (_ctx, caller) => ({ path: "/api/my-profile", body: { name: caller === "owner" ? "Dueña Matriz" : "Persona Prueba" } }),
  },
  // Agents only (an agency's agent too); a buyer and an agency's owner have no cédula.
  {
    method: "POST",
    path: "/api/my-profile/license",
    build: () => ({ path: "/api/my-profile/license", body: { kind: "cedula", number: "7654321" } }),
    exception: [401, 403, 201, 403, 201, 201],
  },
  { method: "POST", path: "/api/my-profile/avatar", build: () => ({ path: "/api/my-profile/avatar", form: avatarForm }), status: 201 },
  // Deleting needs the account's own password: a wrong one deletes nobody.
  {
    method: "DELETE",
    path: "/api/my-profile",
    build: () => ({ path: "/api/my-profile", body: { password: "NoEsLaClave2026" } }),
    status: 400,
  },
  { method: "POST", path: "/api/auth/sign-out", build: () => ({ path: "/api/auth/sign-out", body: {}, freshSession: true }) },
  // Any better-auth endpoint not on the allow-list (this one would list session tokens).
  { method: "ALL", path: "/api/auth/*", build: () => ({ path: "/api/auth/list-sessions" }), status: 404 },
  { method: "GET", path: "/api/me", build: () => ({ path: "/api/me" }) },
  // The buyer's dashboard and recently viewed listings: always the caller's own.
  { method: "GET", path: "/api/me/dashboard", build: () => ({ path: "/api/me/dashboard" }) },
  { method: "GET", path: "/api/me/recently-viewed", build: () => ({ path: "/api/me/recently-viewed" }) },
  {
    method: "POST",
    path: "/api/me/recently-viewed",
    build: (ctx) => ({ path: "/api/me/recently-viewed", body: { propertyId: ctx.publishedId } }),
    status: 204,
  },

  // --- property links (shares and presentations)
  {
    method: "POST",
    path: "/api/properties/:id/shares",
    build: (ctx) => ({ path: `/api/properties/${ctx.publishedId}/shares`, body: { kind: "share" } }),
    status: 201,
  },
  // Everybody sees only the links they made.
  { method: "GET", path: "/api/properties/:id/shares", build: (ctx) => ({ path: `/api/properties/${ctx.publishedId}/shares` }) },
  {
    method: "GET",
    path: "/api/shares/:token",
    build: (ctx) => ({ path: `/api/shares/${ctx.secrets.shareToken}` }),
    mayShow: ["shareToken"],
  },
  // A shared listing's photo by the share (public like the sheet; no stored object here: 404 for all).
  {
    method: "GET",
    path: "/api/shares/:token/photos/:file",
    build: (ctx) => ({ path: `/api/shares/${ctx.secrets.shareToken}/photos/nada.webp` }),
    status: 404,
    mayShow: ["shareToken"],
  },
  {
    method: "POST",
    path: "/api/shares/:token/contact",
    build: (ctx) => ({ path: `/api/shares/${ctx.secrets.shareToken}/contact`, body: {} }),
    mayShow: ["shareToken"],
  },
  {
    method: "DELETE",
    path: "/api/shares/:token",
    arrange: (ctx) => scratch.share(ctx),
    build: (_ctx, _caller, t: string) => ({ path: `/api/shares/${t}` }),
    status: 204,
    intact: async (_ctx, t: string) => expect((await one("SELECT revoked_at FROM property_shares WHERE token = ?", [t])).revoked_at).toBeNull(),
  },
  {
    method: "GET",
    path: "/api/presentations/:token",
    build: (ctx) => ({ path: `/api/presentations/${ctx.secrets.presentationToken}` }),
    mayShow: ["presentationToken"],
  },

  // --- leads ("Mensajes")
  { method: "GET", path: "/api/leads", build: () => ({ path: "/api/leads" }) },
  {
    method: "POST",
    path: "/api/leads/:id/read",
    build: (ctx) => ({ path: `/api/leads/${ctx.secrets.leadId}/read`, body: {} }),
    status: 204,
    intact: async (ctx) => expect((await one("SELECT read_at FROM property_leads WHERE id = ?", [ctx.secrets.leadId])).read_at).toBeNull(),
  },

  // --- a listing in review: why, and the advertiser's answer
  { method: "GET", path: "/api/my-listing-holds", build: () => ({ path: "/api/my-listing-holds" }) },
  {
    method: "POST",
    path: "/api/my-listing-holds/:propertyId/answer",
    arrange: async (ctx) => {
      const id = await scratch.listing(ctx, "publicada");
      await run("INSERT INTO listing_holds (id, property_id, reason, previous_status) VALUES (?, ?, 'reportes', 'publicada')", [newId(), id]);
      await run("UPDATE properties SET status = 'en_revision' WHERE id = ?", [id]);
      return id;
    },
    build: (_ctx, _caller, id: string) => ({ path: `/api/my-listing-holds/${id}/answer`, body: { answer: "El anuncio es mío y está disponible." } }),
    intact: async (_ctx, id: string) =>
      expect((await one("SELECT advertiser_answer FROM listing_holds WHERE property_id = ?", [id])).advertiser_answer).toBeNull(),
  },

  // --- plans and checkout (the local checkout exists only on a developer's machine; in the
  // tests' own environment, as in production, it answers 404 to everyone: see fail-closed.test.ts)
  { method: "GET", path: "/api/subscription", build: () => ({ path: "/api/subscription" }) },
  { method: "GET", path: "/api/subscription/holder", build: () => ({ path: "/api/subscription/holder" }) },
  // What renewing a listing would spend: only who may renew it is told.
  {
    method: "GET",
    path: "/api/subscription/renewal/:id",
    build: (ctx) => ({ path: `/api/subscription/renewal/${ctx.publishedId}` }),
  },
  // The agency's agent publishes with its plan: one of their own is refused (409). The owner,
  // on Pro, may not buy Pro again (409).
  {
    method: "POST",
    path: "/api/checkout",
    build: () => ({ path: "/api/checkout", body: { planId: "plan_pro" } }),
    exception: [401, 403, 409, 200, 200, 409],
  },
  // Plan changes: the agency's agent has no plan of their own (409); the others, with no plan
  // or the owner's, see what choosing Agencia Expert does.
  {
    method: "GET",
    path: "/api/plan-changes/preview",
    build: () => ({ path: "/api/plan-changes/preview?planId=plan_agency_expert" }),
    exception: [401, 403, 409, 200, 200, 200],
  },
  { method: "GET", path: "/api/plan-changes/scheduled", build: () => ({ path: "/api/plan-changes/scheduled" }) },
  // Only the owner has an active plan to lower (Pro to Básico); without one, 409.
  {
    method: "POST",
    path: "/api/plan-changes/scheduled",
    build: () => ({ path: "/api/plan-changes/scheduled", body: { planId: "plan_basic" } }),
    exception: [401, 403, 409, 409, 409, 200],
  },
  // Each person cancels their own schedule only: the others have none (404).
  {
    method: "DELETE",
    path: "/api/plan-changes/scheduled",
    arrange: (ctx) =>
      run("UPDATE user_subscriptions SET scheduled_plan_id = 'plan_basic', scheduled_change_at = current_period_end WHERE user_id = ?", [
        ctx.people.owner.id,
      ]),
    build: () => ({ path: "/api/plan-changes/scheduled" }),
    intact: async (ctx) =>
      expect((await one("SELECT scheduled_plan_id FROM user_subscriptions WHERE user_id = ?", [ctx.people.owner.id])).scheduled_plan_id).toBe(
        "plan_basic",
      ),
  },
  {
    method: "GET",
    path: "/api/checkout/sessions/:id",
    build: (ctx) => ({ path: `/api/checkout/sessions/${ctx.secrets.sessionId}`, development: true }),
  },
  {
    method: "POST",
    path: "/api/checkout/sessions/:id/pay",
    arrange: (ctx) => scratch.checkoutSession(ctx),
    build: (_ctx, _caller, id: string) => ({ path: `/api/checkout/sessions/${id}/pay`, body: {}, development: true }),
    intact: async (_ctx, id: string) => expect((await one("SELECT status FROM checkout_sessions WHERE id = ?", [id])).status).toBe("open"),
  },
  {
    method: "POST",
    path: "/api/checkout/sessions/:id/cancel",
    arrange: (ctx) => scratch.checkoutSession(ctx),
    build: (_ctx, _caller, id: string) => ({ path: `/api/checkout/sessions/${id}/cancel`, body: {}, development: true }),
    intact: async (_ctx, id: string) => expect((await one("SELECT status FROM checkout_sessions WHERE id = ?", [id])).status).toBe("open"),
  },

  // --- premium services for one listing
  {
    method: "POST",
    path: "/api/services/checkout",
    build: (ctx) => ({ path: "/api/services/checkout", body: { serviceId: "featured_listing", propertyId: ctx.publishedId } }),
  },
  {
    method: "GET",
    path: "/api/services/orders/:id",
    build: (ctx) => ({ path: `/api/services/orders/${ctx.secrets.orderId}` }),
  },
  {
    method: "POST",
    path: "/api/services/orders/:id/pay",
    arrange: (ctx) => scratch.serviceOrder(ctx),
    build: (_ctx, _caller, id: string) => ({ path: `/api/services/orders/${id}/pay`, body: {}, development: true }),
    intact: async (_ctx, id: string) => expect((await one("SELECT status FROM service_orders WHERE id = ?", [id])).status).toBe("open"),
  },
  {
    method: "POST",
    path: "/api/services/orders/:id/cancel",
    arrange: (ctx) => scratch.serviceOrder(ctx),
    build: (_ctx, _caller, id: string) => ({ path: `/api/services/orders/${id}/cancel`, body: {}, development: true }),
    intact: async (_ctx, id: string) => expect((await one("SELECT status FROM service_orders WHERE id = ?", [id])).status).toBe("open"),
  },
  { method: "GET", path: "/api/my-properties", build: () => ({ path: "/api/my-properties" }) },
  // Receipts and CFDI: each caller's own invoices and Datos de facturación; another's invoice is not found.
  { method: "GET", path: "/api/invoices", build: () => ({ path: "/api/invoices" }) },
  { method: "GET", path: "/api/invoices/billing-data", build: () => ({ path: "/api/invoices/billing-data" }) },
  {
    method: "PUT",
    path: "/api/invoices/billing-data",
    build: () => ({
      path: "/api/invoices/billing-data",
      body: { rfc: "CACX7605101P8", razon_social: "Xochilt Casas Chavez", regimen_fiscal: "612", uso_cfdi: "G03", codigo_postal: "36257" },
    }),
  },
  { method: "DELETE", path: "/api/invoices/billing-data", build: () => ({ path: "/api/invoices/billing-data" }) },
  {
    method: "GET",
    path: "/api/invoices/:id/:format",
    arrange: (ctx) => scratch.invoice(ctx),
    build: (_ctx, _caller, id: string) => ({ path: `/api/invoices/${id}/xml` }),
  },

  // --- an agent's listings
  { method: "GET", path: "/api/listings", build: () => ({ path: "/api/listings" }) },
  { method: "POST", path: "/api/listings", build: () => ({ path: "/api/listings", body: {} }), status: 201 },
  // The bulk photo upload's listings: each caller's own (an agency owner's agency's), never the owner's.
  { method: "GET", path: "/api/photo-import/listings", build: () => ({ path: "/api/photo-import/listings" }) },
  { method: "GET", path: "/api/listings/drafts/latest", build: () => ({ path: "/api/listings/drafts/latest" }) },
  { method: "GET", path: "/api/listings/:id", build: (ctx) => ({ path: `/api/listings/${ctx.secrets.draftId}` }) },
  {
    method: "PATCH",
    path: "/api/listings/:id/draft",
    build: (ctx, caller) => ({ path: `/api/listings/${ctx.secrets.draftId}/draft`, body: { title: `Borrador cambiado por ${caller}` } }),
    intact: async (ctx) =>
      expect(JSON.parse(String((await one("SELECT draft FROM properties WHERE id = ?", [ctx.secrets.draftId])).draft)).title).toBe(
        "Borrador de la matriz de permisos",
      ),
  },
  {
    method: "POST",
    path: "/api/listings/:id/publish",
    arrange: (ctx) => scratch.listing(ctx, "borrador"),
    build: (_ctx, _caller, id: string) => ({ path: `/api/listings/${id}/publish`, body: {} }),
    intact: async (_ctx, id: string) => expect(await statusOf(id)).toBe("borrador"),
  },
  {
    method: "PUT",
    path: "/api/listings/:id",
    build: (ctx, caller) => ({
      path: `/api/listings/${ctx.publishedId}`,
      body: completeDraft(ctx.colonia, { title: `Departamento editado por ${caller}` }),
    }),
    intact: async (ctx) =>
      expect((await one("SELECT title FROM properties WHERE id = ?", [ctx.publishedId])).title).toBe("Departamento de la matriz de permisos"),
  },
  {
    method: "POST",
    path: "/api/listings/:id/pause",
    arrange: (ctx) => scratch.listing(ctx, "publicada"),
    build: (_ctx, _caller, id: string) => ({ path: `/api/listings/${id}/pause`, body: {} }),
    intact: async (_ctx, id: string) => expect(await statusOf(id)).toBe("publicada"),
  },
  {
    method: "POST",
    path: "/api/listings/:id/reactivate",
    arrange: (ctx) => scratch.listing(ctx, "pausada"),
    build: (_ctx, _caller, id: string) => ({ path: `/api/listings/${id}/reactivate`, body: {} }),
    intact: async (_ctx, id: string) => expect(await statusOf(id)).toBe("pausada"),
  },
  {
    method: "POST",
    path: "/api/listings/:id/confirm",
    arrange: (ctx) => scratch.listing(ctx, "publicada"),
    build: (_ctx, _caller, id: string) => ({ path: `/api/listings/${id}/confirm`, body: {} }),
    intact: async (_ctx, id: string) => expect((await one("SELECT confirmed_at FROM properties WHERE id = ?", [id])).confirmed_at).toBeNull(),
  },
  {
    method: "POST",
    path: "/api/listings/:id/close",
    arrange: (ctx) => scratch.listing(ctx, "publicada"),
    build: (_ctx, _caller, id: string) => ({ path: `/api/listings/${id}/close`, body: {} }),
    intact: async (_ctx, id: string) => expect(await statusOf(id)).toBe("publicada"),
  },
  {
    method: "POST",
    path: "/api/listings/:id/renew",
    arrange: async (ctx) => {
      const id = await scratch.listing(ctx, "publicada");
      return { id, expiresAt: (await one("SELECT expires_at FROM properties WHERE id = ?", [id])).expires_at };
    },
    build: (_ctx, _caller, s: { id: string }) => ({ path: `/api/listings/${s.id}/renew`, body: {} }),
    intact: async (_ctx, s: { id: string; expiresAt: unknown }) =>
      expect((await one("SELECT expires_at FROM properties WHERE id = ?", [s.id])).expires_at).toBe(s.expiresAt),
  },
  {
    method: "DELETE",
    path: "/api/listings/:id",
    arrange: (ctx) => scratch.listing(ctx, "borrador"),
    build: (_ctx, _caller, id: string) => ({ path: `/api/listings/${id}` }),
    status: 204,
    intact: async (_ctx, id: string) => expect(await statusOf(id)).toBe("borrador"),
  },

  // --- a listing's photos
  {
    method: "GET",
    path: "/api/listings/:id/photos",
    build: (ctx) => ({ path: `/api/listings/${ctx.publishedId}/photos` }),
  },
  {
    method: "POST",
    path: "/api/listings/:id/photos",
    arrange: async (ctx) => Number((await one("SELECT count(*) AS n FROM property_images WHERE property_id = ?", [ctx.secrets.draftId])).n),
    build: (ctx) => ({ path: `/api/listings/${ctx.secrets.draftId}/photos`, form: photoForm }),
    status: 201,
    intact: async (ctx, before: number) =>
      expect(Number((await one("SELECT count(*) AS n FROM property_images WHERE property_id = ?", [ctx.secrets.draftId])).n)).toBe(before),
  },
  {
    method: "PATCH",
    path: "/api/listings/:id/photos",
    build: (ctx, caller) => ({
      path: `/api/listings/${ctx.publishedId}/photos`,
      body: { captions: [{ id: ctx.photoId, caption: `Foto de ${caller}`, room_type: null }] },
    }),
    intact: async (ctx) => expect((await one("SELECT caption FROM property_images WHERE id = ?", [ctx.photoId])).caption).toBeNull(),
  },
  {
    method: "DELETE",
    path: "/api/listings/:id/photos/:photoId",
    arrange: (ctx) => scratch.photo(ctx.secrets.draftId),
    build: (ctx, _caller, photoId: string) => ({ path: `/api/listings/${ctx.secrets.draftId}/photos/${photoId}` }),
    status: 204,
    intact: async (_ctx, photoId: string) => expect(await exists("property_images", "id", photoId)).toBe(true),
  },

  // --- listing imports: rows become the caller's own borradores
  {
    method: "POST",
    path: "/api/listing-imports/rows",
    build: (ctx, caller) => ({
      path: "/api/listing-imports/rows",
      body: { rows: [{ row: 2, source_id: `matriz-${caller}`, listing: completeDraft(ctx.colonia, { title: MATRIX_TITLE }) }] },
    }),
  },

  // Everyone may ask; only the owner's own borrador is found (others get it in not_found).
  {
    method: "POST",
    path: "/api/listing-imports/publish",
    arrange: (ctx) => scratch.listing(ctx, "borrador"),
    build: (_ctx, _caller, id: string) => ({ path: "/api/listing-imports/publish", body: { ids: [id], confirm: true } }),
    intact: async (_ctx, id: string) => expect(await statusOf(id)).toBe("borrador"),
  },
  {
    method: "GET",
    path: "/api/listing-imports/photos",
    arrange: async (ctx) => {
      const id = await scratch.listing(ctx, "borrador");
      await run("INSERT INTO listing_import_photos (id, property_id, url, status, reason) VALUES (?, ?, ?, 'fallida', 'No pudimos conectar')", [
        newId(),
        id,
        `https://fotos.example.mx/matriz-${id}.jpg`,
      ]);
      return id;
    },
    build: (_ctx, _caller, id: string) => ({ path: `/api/listing-imports/photos?listing_ids=${id}` }),
  },
  // An EasyBroker feed by URL, read as the table a file gives (the tests' local feed host).
  {
    method: "POST",
    path: "/api/listing-imports/feed",
    build: () => ({ path: "/api/listing-imports/feed", body: { url: `${inject("webhookControlUrl")}/feeds/properties.json` } }),
  },
  { method: "GET", path: "/api/listing-imports/mapping", build: () => ({ path: "/api/listing-imports/mapping?source=csv" }) },
  // Whether the caller may import and today's photo fetches left: the caller's own.
  { method: "GET", path: "/api/listing-imports/allowance", build: () => ({ path: "/api/listing-imports/allowance" }) },
  {
    method: "PUT",
    path: "/api/listing-imports/mapping",
    build: (_ctx, caller) => ({
      path: "/api/listing-imports/mapping",
      body: { source: "csv", mapping: { Precio: "price", Notas: caller === "owner" ? null : "title" } },
    }),
  },

  // --- listing exports: an agency's owner (the agency's) or an independent agent (their
  // own); an agent who works for an agency exports nothing, the catalogue is the agency's.
  ...(["/api/listing-exports", "/api/listing-exports/listings.csv", "/api/listing-exports/listings.json"] as const).map((path): Row => ({
    method: "GET",
    path,
    build: () => ({ path }),
  })),

  // --- saved searches: everything is the caller's own
  { method: "GET", path: "/api/saved-searches", build: () => ({ path: "/api/saved-searches" }) },
  {
    method: "POST",
    path: "/api/saved-searches",
    build: () => ({ path: "/api/saved-searches", body: { name: "Búsqueda de la matriz", filters: { operation: "renta", recamaras: "2" } } }),
    status: 201,
  },
  {
    method: "PATCH",
    path: "/api/saved-searches/:id",
    arrange: (ctx) => scratch.savedSearch(ctx),
    build: (_ctx, _caller, id: string) => ({ path: `/api/saved-searches/${id}`, body: { name: "Cambiada", frequency: "semanal" } }),
    intact: async (_ctx, id: string) => expect((await one("SELECT name, frequency FROM saved_searches WHERE id = ?", [id])).frequency).toBe("diaria"),
  },
  {
    method: "POST",
    path: "/api/saved-searches/:id/seen",
    arrange: (ctx) => scratch.savedSearch(ctx),
    build: (_ctx, _caller, id: string) => ({ path: `/api/saved-searches/${id}/seen`, body: {} }),
    intact: async (_ctx, id: string) => expect((await one("SELECT last_seen_at FROM saved_searches WHERE id = ?", [id])).last_seen_at).toBeNull(),
  },
  {
    method: "DELETE",
    path: "/api/saved-searches/:id",
    arrange: (ctx) => scratch.savedSearch(ctx),
    build: (_ctx, _caller, id: string) => ({ path: `/api/saved-searches/${id}` }),
    status: 204,
    intact: async (_ctx, id: string) => expect(await exists("saved_searches", "id", id)).toBe(true),
  },

  // --- favourite lists (client lists for agents): everything is the caller's own
  { method: "GET", path: "/api/favorites/lists", build: () => ({ path: "/api/favorites/lists" }) },
  // The caller's own saves only (tests/integration/saved-listing-ids.test.ts checks whose).
  { method: "GET", path: "/api/favorites/saved-ids", build: () => ({ path: "/api/favorites/saved-ids" }) },
  {
    method: "POST",
    path: "/api/favorites/lists",
    build: () => ({ path: "/api/favorites/lists", body: { name: "Lista de la matriz" } }),
    status: 201,
  },
  {
    method: "DELETE",
    path: "/api/favorites/lists/:listId",
    arrange: (ctx) => scratch.list(ctx),
    build: (_ctx, _caller, s: { listId: string }) => ({ path: `/api/favorites/lists/${s.listId}` }),
    status: 204,
    intact: async (_ctx, s: { listId: string }) => expect(await exists("favorite_lists", "id", s.listId)).toBe(true),
  },
  {
    method: "GET",
    path: "/api/favorites/lists/:listId/properties",
    build: (ctx) => ({ path: `/api/favorites/lists/${ctx.secrets.listId}/properties` }),
  },
  {
    method: "POST",
    path: "/api/favorites/lists/:listId/properties",
    arrange: (ctx) => scratch.list(ctx),
    build: (ctx, _caller, s: { listId: string }) => ({ path: `/api/favorites/lists/${s.listId}/properties`, body: { propertyId: ctx.spare } }),
    status: 201,
    intact: async (_ctx, s: { listId: string }) => expect(await exists("favorite_properties", "list_id", s.listId)).toBe(false),
  },
  {
    method: "DELETE",
    path: "/api/favorites/lists/:listId/properties/:propertyId",
    arrange: (ctx) => scratch.list(ctx, [ctx.spare]),
    build: (ctx, _caller, s: { listId: string }) => ({ path: `/api/favorites/lists/${s.listId}/properties/${ctx.spare}` }),
    status: 204,
    intact: async (_ctx, s: { favoriteIds: string[] }) => expect(await exists("favorite_properties", "id", s.favoriteIds[0])).toBe(true),
  },
  {
    method: "DELETE",
    path: "/api/favorites/items/:favoriteId",
    arrange: (ctx) => scratch.list(ctx, [ctx.spare]),
    build: (_ctx, _caller, s: { favoriteIds: string[] }) => ({ path: `/api/favorites/items/${s.favoriteIds[0]}` }),
    status: 204,
    intact: async (_ctx, s: { favoriteIds: string[] }) => expect(await exists("favorite_properties", "id", s.favoriteIds[0])).toBe(true),
  },
  // Answers about the caller's own lists only: 200 (an empty list) to everybody else.
  {
    method: "GET",
    path: "/api/favorites/containing/:propertyId",
    build: (ctx) => ({ path: `/api/favorites/containing/${ctx.listed[0]}` }),
  },
  // Removes from the caller's own lists only: 204 to everybody, the owner's favourite stays.
  {
    method: "DELETE",
    path: "/api/favorites/containing/:propertyId",
    arrange: (ctx) => scratch.list(ctx, [ctx.spare]),
    build: (ctx) => ({ path: `/api/favorites/containing/${ctx.spare}` }),
    status: 204,
    intact: async (_ctx, s: { favoriteIds: string[] }) => expect(await exists("favorite_properties", "id", s.favoriteIds[0])).toBe(true),
  },

  // --- client boards
  {
    method: "POST",
    path: "/api/boards/migrate",
    build: (ctx) => ({ path: "/api/boards/migrate", body: { listId: ctx.secrets.listId } }),
  },
  {
    method: "GET",
    path: "/api/boards/by-list/:listId",
    build: (ctx) => ({ path: `/api/boards/by-list/${ctx.secrets.listId}` }),
  },
  {
    method: "POST",
    path: "/api/boards/:boardId/share",
    arrange: (ctx) => scratch.board(ctx),
    build: (_ctx, _caller, s: { boardId: string }) => ({ path: `/api/boards/${s.boardId}/share`, body: {} }),
    intact: async (_ctx, s: { boardId: string }) => expect(await exists("board_share_tokens", "board_id", s.boardId)).toBe(false),
  },
  {
    method: "DELETE",
    path: "/api/boards/:boardId/share",
    arrange: (ctx) => scratch.board(ctx, { live: true }),
    build: (_ctx, _caller, s: { boardId: string }) => ({ path: `/api/boards/${s.boardId}/share` }),
    status: 204,
    intact: async (_ctx, s: { liveToken: string }) =>
      expect((await one("SELECT revoked_at FROM board_share_tokens WHERE token = ?", [s.liveToken])).revoked_at).toBeNull(),
  },
  {
    method: "PATCH",
    path: "/api/boards/:boardId",
    arrange: (ctx) => scratch.board(ctx),
    build: (_ctx, _caller, s: { boardId: string }) => ({ path: `/api/boards/${s.boardId}`, body: { show_agent_contact: true } }),
    intact: async (_ctx, s: { boardId: string }) =>
      expect(Number((await one("SELECT show_agent_contact AS v FROM client_boards WHERE id = ?", [s.boardId])).v)).toBe(0),
  },
  {
    method: "DELETE",
    path: "/api/boards/:boardId",
    arrange: (ctx) => scratch.board(ctx),
    build: (_ctx, _caller, s: { boardId: string }) => ({ path: `/api/boards/${s.boardId}` }),
    status: 204,
    intact: async (_ctx, s: { boardId: string }) => expect(await exists("client_boards", "id", s.boardId)).toBe(true),
  },
  // Whoever holds the live link (the link is the credential; the board shows its list id).
  {
    method: "GET",
    path: "/api/public-boards/:token",
    build: (ctx) => ({ path: `/api/public-boards/${ctx.secrets.boardToken}` }),
    mayShow: ["listId"],
  },
  // A card of the board, without the link: its agent only (signed-out callers included: 404, not 401).
  {
    method: "GET",
    path: "/api/cloned-properties/:id",
    build: (ctx) => ({ path: `/api/cloned-properties/${ctx.board.cloneId}` }),
    exception: [404, 404, 404, 404, 404, 200],
  },
  // A board card's photo by the clone's id (a public listing's photo; no stored object here: 404 for all).
  {
    method: "GET",
    path: "/api/cloned-properties/:id/photos/:file",
    build: (ctx) => ({ path: `/api/cloned-properties/${ctx.board.cloneId}/photos/nada.webp` }),
    status: 404,
  },
  // The board's live room: its agent with a session (and link holders, not a caller here).
  {
    method: "WS",
    path: "/parties/board-room/:boardId",
    build: (ctx) => ({ path: `/parties/board-room/${ctx.board.id}` }),
    exception: [403, 403, 403, 403, 403, 101],
  },
];

// ---------------------------------------------------------------- running a cell

async function signIn(email: string): Promise<string> {
  const res = await call("/api/auth/sign-in/email", { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in ${email} answered ${res.status}`);
  return cookiesOf(res);
}

async function send(method: Row["method"], req: Req, cookie: string | undefined): Promise<Response> {
  if (method === "WS") {
    const res = await exports.default.fetch(`${ORIGIN}${req.path}`, {
      headers: { Upgrade: "websocket", origin: ORIGIN, "cf-connecting-ip": freshIp(), ...(cookie ? { cookie } : {}) },
    });
    if (res.webSocket) {
      res.webSocket.accept();
      res.webSocket.close();
    }
    return res;
  }
  if (req.form) {
    return exports.default.fetch(`${ORIGIN}${req.path}`, {
      method,
      headers: { origin: ORIGIN, "cf-connecting-ip": freshIp(), ...(cookie ? { cookie } : {}) },
      body: await req.form(),
    });
  }
  return (req.development ? callInDevelopment : call)(req.path, {
    method: method === "ALL" ? "GET" : method,
    body: req.body,
    cookie,
    redirect: "manual",
  });
}

const matches = (expected: Status, got: number) => (typeof expected === "number" ? got === expected : expected.includes(got));
const shown = (s: Status) => (typeof s === "number" ? String(s) : s.join("|"));

// ---------------------------------------------------------------- the routes Hono mounts

// Every endpoint of createApi() with its declaration (worker/route-declaration/declared-routes.ts).
const ENDPOINTS = endpointsOf(createApi().routes);
const declarationFor = (row: Row) => ENDPOINTS.find((e) => e.method === row.method && e.path === row.path)?.declaration;

// A row's statuses: its exception, or what its route declares.
function expectedOf(row: Row): Expected {
  if (row.exception) return row.exception;
  const declaration = declarationFor(row);
  if (!declaration) throw new Error(`${row.method} ${row.path}: no declaration, and no exception`);
  return expectedFor(declaration, row.status ?? 200);
}

// ---------------------------------------------------------------- arranging

let ctx: Ctx;
let before: Awaited<ReturnType<typeof ownerState>>;

async function ownerState(c: Ctx) {
  const { secrets } = c;
  return {
    listItems: (
      await rows<{ property_id: string }>("SELECT property_id FROM favorite_properties WHERE list_id = ? ORDER BY property_id", [secrets.listId])
    ).map((r) => r.property_id),
    boardItems: Number((await one("SELECT count(*) AS n FROM board_items WHERE board_id = ?", [c.board.id])).n),
    liveBoardTokens: (
      await rows<{ token: string }>("SELECT token FROM board_share_tokens WHERE board_id = ? AND revoked_at IS NULL", [c.board.id])
    ).map((r) => r.token),
    showAgentContact: Number((await one("SELECT show_agent_contact AS v FROM client_boards WHERE id = ?", [c.board.id])).v),
    draftStatus: await statusOf(secrets.draftId),
    publishedStatus: await statusOf(c.publishedId),
    publishedAgent: (await one("SELECT agent_id FROM properties WHERE id = ?", [c.publishedId])).agent_id,
    revokedLinks: (
      await rows("SELECT token FROM property_shares WHERE token IN (?, ?) AND revoked_at IS NOT NULL", [
        secrets.shareToken,
        secrets.presentationToken,
      ])
    ).length,
    sessionStatus: (await one("SELECT status FROM checkout_sessions WHERE id = ?", [secrets.sessionId])).status,
    orderStatus: (await one("SELECT status FROM service_orders WHERE id = ?", [secrets.orderId])).status,
    roles: Object.fromEntries(
      await Promise.all(Object.entries(c.people).map(async ([k, p]) => [k, (await one("SELECT role FROM users WHERE id = ?", [p.id])).role])),
    ),
  };
}

beforeAll(async () => {
  const [owner, other, agente, inmobiliaria, no_agente] = await Promise.all([
    newAccount("agente", { name: "Dueña Matriz" }),
    newAccount("agente"),
    newAccount("agente"),
    newAccount("inmobiliaria"),
    newAccount("no_agente"),
  ]);
  const people = { owner, other, agente, inmobiliaria, no_agente };

  // The inmobiliaria owns an agency, and `agente` works for it.
  const agencyId = newId();
  const agencySlug = `matriz-${agencyId.slice(0, 8)}`;
  await run("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Inmobiliaria Matriz', ?)", [agencyId, inmobiliaria.id, agencySlug]);
  await run("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", [agencyId, agente.id]);

  const seeded = (
    await rows<{ id: string }>("SELECT id FROM properties WHERE status = 'publicada' AND agent_id IS NOT NULL ORDER BY id LIMIT 3")
  ).map((r) => r.id);
  const cookie = owner.cookie;
  const ok = async (res: Response, status = 200) => {
    if (res.status !== status) throw new Error(`arranging: ${res.url} answered ${res.status}: ${await res.text()}`);
    return json(res);
  };

  // A client list with two listings, its board with a live link, and one of its clones.
  const list = (await ok(await call("/api/favorites/lists", { cookie, body: { name: "Cliente de la matriz" } }), 201)).data;
  for (const propertyId of seeded.slice(0, 2))
    await ok(await call(`/api/favorites/lists/${list.id}/properties`, { cookie, body: { propertyId } }), 201);
  const favoriteId = (await one<{ id: string }>("SELECT id FROM favorite_properties WHERE list_id = ? LIMIT 1", [list.id])).id;
  const boardId = (await ok(await call("/api/boards/migrate", { cookie, body: { listId: list.id } }))).data.boardId;
  const boardToken = (await ok(await call(`/api/boards/${boardId}/share`, { cookie, body: {} }))).data.token;
  const view = (await ok(await call(`/api/boards/by-list/${list.id}`, { cookie }))).data;

  // A draft, and a published listing with an uploaded photo (publishing spends a pass).
  await run(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, 'plan_pro', 'active', 10, 0, 0, ?, ?)`,
    [newId(), owner.id, Date.now(), Date.now() + 30 * DAY_MS],
  );
  const colonia = await aColonia();
  const draftId = (await ok(await call("/api/listings", { cookie, body: {} }), 201)).data.id;
  await ok(
    await call(`/api/listings/${draftId}/draft`, {
      method: "PATCH",
      cookie,
      body: { ...completeDraft(colonia), title: "Borrador de la matriz de permisos" },
    }),
  );
  const publishedId = (await ok(await call("/api/listings", { cookie, body: {} }), 201)).data.id;
  await ok(await call(`/api/listings/${publishedId}/draft`, { method: "PATCH", cookie, body: completeDraft(colonia, { title: MATRIX_TITLE }) }));
  const photo = await ok(
    await exports.default.fetch(`${ORIGIN}/api/listings/${publishedId}/photos`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie, "cf-connecting-ip": freshIp() },
      body: await photoForm(),
    }),
    201,
  );
  await photosFingerprinted(publishedId);
  await ok(await call(`/api/listings/${publishedId}/publish`, { cookie, body: {} }));

  // A property link and a presentation of it, a buyer's message, a plan checkout and a service order.
  const shareToken = (await ok(await call(`/api/properties/${publishedId}/shares`, { cookie, body: { kind: "share" } }), 201)).data.token;
  const presentationToken = (await ok(await call(`/api/properties/${publishedId}/shares`, { cookie, body: { kind: "presentation" } }), 201)).data
    .token;
  const leadId = (await ok(await call("/api/leads", { body: leadBody(publishedId) }), 201)).data.id;
  await ok(await callInDevelopment("/api/checkout", { cookie, body: { planId: "plan_expert" } }));
  const sessionId = (await one<{ id: string }>("SELECT id FROM checkout_sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1", [owner.id])).id;
  await ok(await call("/api/services/checkout", { cookie, body: { serviceId: "featured_listing", propertyId: publishedId } }));
  const orderId = (await one<{ id: string }>("SELECT id FROM service_orders WHERE user_id = ? ORDER BY created_at DESC LIMIT 1", [owner.id])).id;

  ctx = {
    people,
    colonia,
    listed: [seeded[0], seeded[1]],
    spare: seeded[2],
    board: { id: boardId, cloneId: view.items[0].property.id },
    publishedId,
    photoId: photo.data.id,
    agency: { id: agencyId, slug: agencySlug },
    secrets: { listId: list.id, favoriteId, boardToken, shareToken, presentationToken, draftId, leadId, sessionId, orderId },
  };
  before = await ownerState(ctx);
});

// ---------------------------------------------------------------- the tests

describe("authorisation matrix", () => {
  it("has a row for every route the API mounts, and no row for a route it does not", () => {
    const keys = MATRIX.filter((r) => r.method !== "WS").map((r) => `${r.method} ${r.path}`);
    const duplicated = keys.filter((k, i) => keys.indexOf(k) !== i);
    const mounted = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    const missing = mounted.filter((k) => !keys.includes(k));
    const stale = keys.filter((k) => !mounted.includes(k));
    expect(
      { missing, stale, duplicated },
      `routes without a row: ${missing.join(", ") || "none"}; rows matching no route: ${stale.join(", ") || "none"}; duplicated rows: ${duplicated.join(", ") || "none"}`,
    ).toEqual({ missing: [], stale: [], duplicated: [] });
  });

  for (const row of MATRIX) {
    const name = `${row.method} ${row.path}`;
    it(name, async () => {
      const problems: string[] = [];
      const expected = expectedOf(row);
      const state = row.arrange ? await row.arrange(ctx) : undefined;
      for (const [i, caller] of CALLERS.entries()) {
        if (caller === "owner" && row.intact) {
          await row.intact(ctx, state).catch((e: Error) => problems.push(`${name}: changed by another caller before the owner's turn: ${e.message}`));
        }
        const req = await row.build(ctx, caller, state);
        const person = caller === "anonymous" ? undefined : ctx.people[caller];
        const cookie = person && (req.freshSession ? await signIn(person.email) : person.cookie);
        const res = await send(row.method, req, cookie);
        const body = await res.text().catch(() => "");
        if (!matches(expected[i], res.status)) {
          problems.push(`${name} × ${caller} (${req.path}): got ${res.status}, expected ${shown(expected[i])} — ${body.slice(0, 200)}`);
        }
        if (caller !== "owner" && res.status < 300) {
          const leaked = (Object.entries(ctx.secrets) as [keyof Secrets, string][]).filter(([k, v]) => !row.mayShow?.includes(k) && body.includes(v));
          if (leaked.length) problems.push(`${name} × ${caller}: the answer holds the owner's ${leaked.map(([k]) => k).join(", ")}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("a board's link opens that board only: another board's link gets neither its cards nor its room", async () => {
    const boardId = newId();
    const otherToken = token();
    await run("INSERT INTO client_boards (id, agent_id, client_name) VALUES (?, ?, 'Cliente de otro agente')", [boardId, ctx.people.other.id]);
    await run("INSERT INTO board_share_tokens (token, board_id) VALUES (?, ?)", [otherToken, boardId]);
    const room = (t: string) => send("WS", { path: `/parties/board-room/${ctx.board.id}?token=${t}` }, undefined);
    const clone = (t: string) => call(`/api/cloned-properties/${ctx.board.cloneId}?token=${t}`);
    expect((await clone(otherToken)).status).toBe(404);
    expect((await room(otherToken)).status).toBe(403);
    expect((await clone(ctx.secrets.boardToken)).status).toBe(200);
    expect((await room(ctx.secrets.boardToken)).status).toBe(101);
  });

  it("left the owner's list, board, links, listings, checkout and everybody's role as they were", async () => {
    expect(await ownerState(ctx)).toEqual(before);
    expect(before.listItems).toHaveLength(2);
    expect(before.liveBoardTokens).toEqual([ctx.secrets.boardToken]);
    expect(before).toMatchObject({
      draftStatus: "borrador",
      publishedStatus: "publicada",
      sessionStatus: "open",
      orderStatus: "open",
      revokedLinks: 0,
    });
    expect(before.roles).toEqual({ owner: "agente", other: "agente", agente: "agente", inmobiliaria: "inmobiliaria", no_agente: "no_agente" });
  });
});
