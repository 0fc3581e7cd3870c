import { exports } from "cloudflare:workers";
import type { Client } from "@libsql/client/web";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApi } from "../../worker/app";
import { fieldsOf } from "../../worker/route-declaration/api-table";
import { endpointsOf } from "../../worker/route-declaration/declared-routes";
import { TEST_AUTH_SECRET } from "../fixtures/test-env";
import { invitationToken } from "../../worker/services/agency-team/invitation-token";
import { callInDevelopment, fetchInDevelopment } from "./in-development";
import { call, cookiesOf, freshIp, newAccount, ORIGIN, testDb, uniqueEmail, uniquePhone, type Account } from "./helpers";

// Bad input on every route of the API. Each route of createApi() has a row in ROUTES
// below that says who calls it (someone allowed to), which real ids fill its path, and the
// fields of its query or body; the cases (junk path parameters, junk values in every
// field, junk whole bodies, malformed JSON, wrong media types, an oversized body, junk
// query strings) are generated from that row. For every case:
//   - never a 5xx;
//   - every error is the envelope { error: { code, message } } with a Spanish message
//     (and Spanish field messages);
//   - nothing written: the row counts of every table are the same before and after,
//     unless the answer was a 2xx the row allows (the input was genuinely acceptable).
// What a case may get:
//   "reject"  a 4xx (the input is wrong);
//   "accept"  a 2xx (the input is fine or ignored, e.g. an unknown query parameter);
//   "maybe"   a 2xx or a 4xx (the value is acceptable in itself — free text with emoji,
//             markup kept as text, or sanitised away from a name — but the route may
//             still refuse it: too short once sanitised, a draft that is not published…);
//   "redirect-or-reject"  a 4xx, or a redirect to our own origin (better-auth's links);
//   a number  exactly that status (413 for an oversized body, 415 for a wrong media type).
// NUL characters and lone surrogates in a text that would be stored are refused: they are
// not text (a name stored with a NUL reads back cut at it, a lone surrogate is stored as
// U+FFFD), so they must get a 4xx, not a 2xx. Where a search text only filters, they are
// fine. The failures of a route are all listed (and logged as "FAIL route | case | …").

type Outcome = "reject" | "accept" | "maybe" | "redirect-or-reject" | number;
type Ids = Record<string, string>;
type Body =
  | { json: unknown }
  | { raw: string; type: string }
  | { bytes: string } // a body with no content-type at all
  | { form: () => FormData }; // multipart, with the boundary fetch chooses
type Req = { method: string; path: string; body?: Body; headers?: Record<string, string>; cookie?: string | null };
type Case = { label: string; expect: Outcome; req: (ids: Ids) => Req | Promise<Req>; fresh?: boolean };

// A body field. Strings of "text" fields are free text (any non-empty string within the
// length limit is acceptable: "maybe"), "ignored" strings are filters or references the
// route ignores when unknown ("maybe", even NUL), "ref" strings name something that must
// exist and "closed" ones are enums, e-mails, passwords, phones ("reject").
type Field = {
  type: "string" | "number" | "boolean" | "array" | "object";
  kind?: "text" | "ignored" | "ref" | "closed";
  optional?: boolean;
  nullable?: boolean;
  ok?: string[]; // labels of junk values that are valid values of this field
};
// A query parameter (always a string): the same kinds.
type QField = { kind: "text" | "ignored" | "ref" | "closed"; ok?: string[] };

type Who = "agente" | "comprador" | "demo-agente" | "inmobiliaria" | "anonimo" | "operador";
type RouteSpec = {
  as: Who;
  // Real ids for the path (keys = the path's parameter names) and whatever the body needs;
  // run again for every fresh caller.
  setup?: (who: Account | null) => Promise<Ids>;
  // What a valid request gets (run last); none for routes where a valid request cannot be
  // built here (a real photo upload, a Stripe-signed event).
  ok?: Outcome;
  // Requests by a signed-in caller before a fresh one takes over (writes are limited per
  // user: 120 a minute; password changes: 10).
  budget?: number;
  // The valid request runs with a fresh caller (it deletes or changes what the cases use).
  baselineFresh?: boolean;
  // Every request goes to the worker as it runs on a developer's machine (the local checkout
  // exists only there).
  development?: boolean;
  // Junk path parameter values that are well formed get this instead of "reject" (deleting
  // something that is not there is a no-op: 204).
  params?: Record<string, Outcome>;
  query?: { base?: (ids: Ids) => Record<string, string>; fields?: Record<string, QField> };
  // A JSON body with these fields, or a route that reads no body ("ignored": what any body
  // gets with the real ids).
  body?:
    { base: (ids: Ids) => Record<string, unknown>; fields: Record<string, Field>; strict?: boolean } | { ignored: Outcome; paramBody?: () => Body };
  // What a wrong media type and an oversized body get when it is not 415 and 413.
  media?: Partial<Record<string, Outcome>>;
  oversize?: Outcome;
  // The route takes bodies larger than 64 KiB (an import's chunk of rows): a huge field is a 400.
  largeBody?: boolean;
  // What "reject" means for this route (better-auth answers some with a redirect).
  rejectAs?: Outcome;
  // Wait for writes made after the answer (e-mails, the call webhook) before the next case.
  settle?: boolean;
  extra?: (Omit<Case, "req"> & { req: (ids: Ids) => Req | Promise<Req> })[];
  // Why a 2xx is acceptable here, for the reader.
  note?: string;
};

// ---------------------------------------------------------------------------------------
// Junk

const EMOJI = "🏠🔑 Casa 👍🏽 familia 👨‍👩‍👧 feliz";
const RTL = "مرحبا بالعالم — שלום עולם";
const ZALGO = "Ñ̃o̶̧̢ z̸̨a̷l̴g̵o̶ t̷e̸x̵t";
const NUL = "Ana\u0000María vive en la Roma";
const LONE = "Ana\uD800María vive en la Roma";
const SCRIPT = "<script>alert(1)</script>";
const IMG = "<img src=x onerror=alert(1)>";
const SQL_OR = "' OR 1=1 --";
const SQL_DROP = '"; DROP TABLE properties; --';
const enc = encodeURIComponent;

type Junk = { label: string; value: unknown; cls?: "empty" | "plain" | "long" | "huge" | "unicode" | "bad" | "markup" | "sql" };
const BODY_JUNK: Junk[] = [
  { label: "number", value: 12345 },
  { label: "negative number", value: -1 },
  { label: "decimal", value: 1.5 },
  { label: "huge number", value: 1e308 },
  { label: "true", value: true },
  { label: "false", value: false },
  { label: "null", value: null },
  { label: "empty array", value: [] },
  { label: "array", value: ["a", 1] },
  { label: "empty object", value: {} },
  { label: "object", value: { a: 1 } },
  { label: "empty string", value: "", cls: "empty" },
  { label: "only spaces", value: "   ", cls: "empty" },
  { label: "numeric string", value: "12345", cls: "plain" },
  { label: "12,000 characters", value: "x".repeat(12_000), cls: "long" },
  { label: "100,000 characters", value: "x".repeat(100_000), cls: "huge" },
  { label: "emoji", value: EMOJI, cls: "unicode" },
  { label: "RTL", value: RTL, cls: "unicode" },
  { label: "combining marks", value: ZALGO, cls: "unicode" },
  { label: "invisible characters", value: "Ana\u200B\u200D\u2060\uFEFF", cls: "unicode" },
  { label: "NUL", value: NUL, cls: "bad" },
  { label: "lone surrogate", value: LONE, cls: "bad" },
  { label: "<script>", value: SCRIPT, cls: "markup" },
  { label: "<img onerror>", value: IMG, cls: "markup" },
  { label: "' OR 1=1 --", value: SQL_OR, cls: "sql" },
  { label: "DROP TABLE", value: SQL_DROP, cls: "sql" },
  { label: "%", value: "%", cls: "sql" },
  { label: "_", value: "_", cls: "sql" },
];

const typeOf = (v: unknown) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v);

function bodyOutcome(f: Field, j: Junk): Outcome {
  if (j.cls === "huge") return 413; // the whole body is over 64 KiB
  if (j.value === null) return f.nullable ? "maybe" : "reject";
  if (typeOf(j.value) !== f.type) return "reject";
  if (f.ok?.includes(j.label)) return "maybe";
  if (f.type === "boolean") return "maybe";
  if (f.type !== "string") return "reject";
  if (j.cls === "empty" || j.cls === "long") return "reject";
  if (j.cls === "bad") return f.kind === "ignored" ? "maybe" : "reject";
  return f.kind === "text" || f.kind === "ignored" ? "maybe" : "reject";
}

type QJunk = { label: string; raw: string; cls?: "empty" | "plain" | "long" | "unicode" | "markup" | "sql"; repeat?: true };
const QUERY_JUNK: QJunk[] = [
  { label: "empty", raw: "", cls: "empty" },
  { label: "spaces", raw: "%20%20%20", cls: "empty" },
  { label: "numeric", raw: "12345", cls: "plain" },
  { label: "negative", raw: "-1", cls: "plain" },
  { label: "decimal", raw: "1.5", cls: "plain" },
  { label: "1e308", raw: "1e308", cls: "plain" },
  { label: "NaN", raw: "NaN", cls: "plain" },
  { label: "Infinity", raw: "Infinity", cls: "plain" },
  { label: "true", raw: "true", cls: "plain" },
  { label: "null", raw: "null", cls: "plain" },
  { label: "[]", raw: "%5B%5D", cls: "plain" },
  { label: "5,000 characters", raw: "x".repeat(5_000), cls: "long" },
  { label: "100,000 characters", raw: "x".repeat(100_000), cls: "long" },
  { label: "emoji", raw: enc(EMOJI), cls: "unicode" },
  { label: "RTL", raw: enc(RTL), cls: "unicode" },
  { label: "combining marks", raw: enc(ZALGO), cls: "unicode" },
  { label: "NUL", raw: "a%00b", cls: "unicode" },
  { label: "lone surrogate", raw: "a%ED%A0%80b", cls: "unicode" },
  { label: "%ZZ", raw: "%ZZ", cls: "unicode" },
  { label: "truncated UTF-8", raw: "%E0%A4%A", cls: "unicode" },
  { label: "<script>", raw: enc(SCRIPT), cls: "markup" },
  { label: "<img onerror>", raw: enc(IMG), cls: "markup" },
  { label: "' OR 1=1 --", raw: enc(SQL_OR), cls: "sql" },
  { label: "DROP TABLE", raw: enc(SQL_DROP), cls: "sql" },
  { label: "%", raw: "%25", cls: "sql" },
  { label: "_", raw: "_", cls: "sql" },
  { label: "repeated", raw: "", repeat: true },
];

function queryOutcome(f: QField, j: QJunk): Outcome {
  if (f.ok?.includes(j.label)) return "maybe";
  if (j.repeat || j.cls === "long") return "reject";
  return f.kind === "text" || f.kind === "ignored" ? "maybe" : "reject";
}

// Unknown or malformed query parameters, which every GET route ignores.
const QUERY_NOISE: { label: string; raw: string }[] = [
  { label: "value %ZZ", raw: "x=%ZZ" },
  { label: "name %ZZ", raw: "%ZZ=1" },
  { label: "__proto__ and constructor", raw: "__proto__=1&constructor=x&__proto__%5Badmin%5D=1" },
  { label: "array a[]", raw: "a%5B%5D=1&a%5B%5D=2" },
  { label: "NUL", raw: "x=%00&%00=1" },
  { label: "<script> as a name", raw: `${enc(SCRIPT)}=1` },
  { label: "only separators", raw: "&&&=&=&" },
  { label: "100,000 characters", raw: `x=${"y".repeat(100_000)}` },
];

// Path parameters (already in the URL's encoding). `shape`: 1 to 64 characters once
// decoded, the shape every id parameter accepts.
const PARAM_JUNK: { label: string; raw: string; shape: boolean }[] = [
  { label: "%ZZ", raw: "%ZZ", shape: true },
  { label: "truncated UTF-8", raw: "%E0%A4%A", shape: true },
  { label: "lone %", raw: "%", shape: true },
  { label: "2,000 characters", raw: "x".repeat(2_000), shape: false },
  { label: "empty", raw: "", shape: false },
  { label: "emoji", raw: enc("🏠🔑"), shape: true },
  { label: "RTL", raw: enc("مرحبا"), shape: true },
  { label: "combining marks", raw: enc("z̸̨a̷l̴g̵o̶"), shape: true },
  { label: "NUL", raw: "a%00b", shape: true },
  { label: "lone surrogate", raw: "%ED%A0%80", shape: true },
  { label: "<script>", raw: enc(SCRIPT), shape: true },
  { label: "<img onerror>", raw: enc(IMG), shape: true },
  { label: "' OR 1=1 --", raw: enc(SQL_OR), shape: true },
  { label: "DROP TABLE", raw: enc(SQL_DROP), shape: true },
  { label: "%25", raw: "%25", shape: true },
  { label: "_", raw: "_", shape: true },
  { label: "encoded slash", raw: "a%2Fb", shape: true },
  { label: "null", raw: "null", shape: true },
  { label: "undefined", raw: "undefined", shape: true },
  { label: "-1", raw: "-1", shape: true },
  { label: "[object Object]", raw: enc("[object Object]"), shape: true },
];

// Whole bodies with the JSON content type: wrong types, malformed JSON.
const WHOLE_BODIES: { label: string; body: Body; kind: "junk" | "empty" | "proto" }[] = [
  { label: "body: number", body: { json: 42 }, kind: "junk" },
  { label: "body: string", body: { json: "texto" }, kind: "junk" },
  { label: "body: null", body: { json: null }, kind: "junk" },
  { label: "body: true", body: { json: true }, kind: "junk" },
  { label: "body: empty array", body: { json: [] }, kind: "junk" },
  { label: "body: array of objects", body: { json: [{}] }, kind: "junk" },
  { label: "JSON «{»", body: { raw: "{", type: "application/json" }, kind: "junk" },
  { label: 'JSON «{"a":»', body: { raw: '{"a":', type: "application/json" }, kind: "junk" },
  { label: "JSON «[]»", body: { raw: "[]", type: "application/json" }, kind: "junk" },
  { label: 'JSON «"str"»', body: { raw: '"str"', type: "application/json" }, kind: "junk" },
  { label: "JSON «null»", body: { raw: "null", type: "application/json" }, kind: "junk" },
  { label: "empty JSON", body: { raw: "", type: "application/json" }, kind: "junk" },
  { label: "JSON with single quotes", body: { raw: "{'a':1}", type: "application/json" }, kind: "junk" },
  { label: "JSON with trailing junk", body: { raw: '{"a":1} basura', type: "application/json" }, kind: "junk" },
  { label: "JSON with a trailing comma", body: { raw: '{"a":1,}', type: "application/json" }, kind: "junk" },
  { label: "JSON NUL", body: { raw: "\u0000", type: "application/json" }, kind: "junk" },
  // The Fetch standard drops a leading BOM before parsing: this is {}.
  { label: "JSON with a BOM", body: { raw: "\uFEFF{}", type: "application/json" }, kind: "empty" },
  { label: "body: empty object", body: { json: {} }, kind: "empty" },
  {
    label: "__proto__ and constructor",
    body: { raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', type: "application/json" },
    kind: "proto",
  },
];

// Bodies that are not JSON, sent from our own origin: 415 before any route reads them.
const MEDIA_TYPES: { label: string; body: Body }[] = [
  { label: "text/plain", body: { raw: '{"a":1}', type: "text/plain" } },
  { label: "form", body: { raw: "a=1&b=2", type: "application/x-www-form-urlencoded" } },
  { label: "multipart", body: { form: () => formOf({ a: "1" }) } },
  { label: "no content-type", body: { bytes: '{"a":1}' } },
  { label: "application/xml", body: { raw: "<a>1</a>", type: "application/xml" } },
  { label: "application/jsonx", body: { raw: '{"a":1}', type: "application/jsonx" } },
];

// Just over the 64 KiB every JSON body may have.
const OVERSIZED: Body = { json: { x: "a".repeat(64 * 1024) } };

function formOf(parts: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) form.set(k, v);
  return form;
}

// ---------------------------------------------------------------------------------------
// The world the routes need

const PASSWORD = "Segura2026";
const DEMO_PASSWORD = "Hogaria2026!";
const world = { published: "", colonia: "", buyer: null as Account | null, agent: null as Account | null };
let db: Client;

const uuid = () => crypto.randomUUID();

async function api(path: string, cookie: string | undefined, init: { method?: string; body?: unknown } = {}, development = false) {
  const res = await (development ? callInDevelopment : call)(path, { cookie, ...init });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`setup: ${path} → ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

// A demo account (the seed's), or a fresh one when its sign-ins are used up this minute.
async function demo(email: string, fallback: "agente" | "no_agente"): Promise<Account> {
  const res = await call("/api/auth/sign-in/email", { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) return newAccount(fallback);
  const cookie = cookiesOf(res);
  const me = (await api("/api/me", cookie)) as { data: { id: string } };
  return { cookie, id: me.data.id, email };
}

// An agency owned by this account (an inmobiliaria caller's), or by a fresh one.
async function agencyOf(owner: Account | null): Promise<{ agencyId: string; ownerId: string }> {
  const o = owner ?? (await newAccount("inmobiliaria", { verified: false }));
  const found = await db.execute({ sql: "SELECT id FROM agencies WHERE owner_id = ?", args: [o.id] });
  if (found.rows[0]) return { agencyId: String(found.rows[0].id), ownerId: o.id };
  const agencyId = uuid();
  await db.execute({
    sql: "INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Inmobiliaria Entradas', ?)",
    args: [agencyId, o.id, `entradas-${agencyId}`],
  });
  return { agencyId, ownerId: o.id };
}

// A pending invitation of an agency to `email`, and its signed link's token.
async function invitationFor(owner: Account | null, email: string): Promise<Ids> {
  const { agencyId, ownerId } = await agencyOf(owner);
  const id = uuid();
  const expires = new Date(Date.now() + 7 * 86_400_000);
  await db.execute({
    sql: "INSERT INTO agency_invitations (id, agency_id, email, invited_by, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
    args: [id, agencyId, email, ownerId, Date.now(), expires.getTime()],
  });
  return { id, token: await invitationToken(TEST_AUTH_SECRET, id, expires), owner: ownerId, agency: agencyId };
}

// An agency owned by `owner`, with one agent: its slug, the agent's id and a colonia for its zones.
async function agencyWithAgent(owner: Account): Promise<Ids> {
  const id = uuid();
  const slug = `entradas-${id.slice(0, 8)}`;
  const agent = await newAccount("agente", { name: "Asesor Entradas" });
  await db.execute({ sql: "INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Inmobiliaria Entradas', ?)", args: [id, owner.id, slug] });
  await db.execute({ sql: "INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", args: [id, agent.id] });
  return { slug, agentId: agent.id, zone: world.colonia };
}

async function listingWithStatus(agentId: string | null, status: string): Promise<string> {
  const id = `br${uuid().replace(/-/g, "").slice(0, 12)}`;
  await db.execute({
    sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id)
          VALUES (?, 'Departamento reportable', 18000, 'Calle Colima 12', 'Roma Norte', ?, 19.42, -99.16, 'renta', 'departamento', ?, ?)`,
    args: [id, world.colonia, status, agentId],
  });
  return id;
}

// An operator: a new account granted the role as the command line does (no API grants it).
async function newOperator(): Promise<Account> {
  const account = await newAccount("no_agente", { name: "Operadora Entradas", verified: false });
  await db.execute({ sql: "INSERT INTO operators (user_id, granted_at) VALUES (?, ?)", args: [account.id, Date.now()] });
  return account;
}

// The operator's desk: each item fresh, so a valid action finds it still undecided.
const deskSetups = {
  verification: async (): Promise<Ids> => {
    const owner = await newAccount("inmobiliaria", { verified: false });
    const id = uuid();
    await db.execute({
      sql: "INSERT INTO verification_requests (id, kind, user_id, rfc) VALUES (?, 'inmobiliaria', ?, 'ENT150312AB1')",
      args: [id, owner.id],
    });
    return { id };
  },
  heldListing: async (): Promise<Ids> => {
    const agent = await newAccount("agente", { verified: false });
    const id = `bo${uuid().replace(/-/g, "").slice(0, 12)}`;
    await db.execute({
      sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id)
            VALUES (?, 'Departamento retenido', 15000, 'Calle Colima 12', 'Roma Norte', ?, 19.42, -99.16, 'renta', 'departamento', 'en_revision', ?)`,
      args: [id, world.colonia, agent.id],
    });
    await db.execute({
      sql: "INSERT INTO listing_holds (id, property_id, reason, previous_status) VALUES (?, ?, 'reportes', 'publicada')",
      args: [uuid(), id],
    });
    const version = (
      await db.execute({
        sql: "SELECT max(p.updated_at, h.created_at) AS v FROM properties p JOIN listing_holds h ON h.property_id = p.id WHERE p.id = ?",
        args: [id],
      })
    ).rows[0].v;
    return { id, version: String(version) };
  },
  // A photo the fingerprint queue gave up on (written directly: the queue's own path is photo-fingerprints.test.ts's).
  deadPhoto: async (): Promise<Ids> => {
    const agent = await newAccount("agente", { verified: false });
    const listing = `bf${uuid().replace(/-/g, "").slice(0, 12)}`;
    const id = uuid();
    await db.batch([
      {
        sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id)
              VALUES (?, 'Departamento con foto dañada', 15000, 'Calle Colima 12', 'Roma Norte', ?, 19.42, -99.16, 'renta', 'departamento', 'borrador', ?)`,
        args: [listing, world.colonia, agent.id],
      },
      {
        sql: "INSERT INTO property_images (id, property_id, url, thumbnail_key, is_main) VALUES (?, ?, '/media/x.webp', 'x-t.webp', 1)",
        args: [id, listing],
      },
      {
        sql: `INSERT INTO photo_fingerprint_failures (image_id, property_id, reason, attempts, last_failed_at, dead_at)
              VALUES (?, ?, 'imagen_danada', 1, ?, ?)`,
        args: [id, listing, Date.now(), Date.now()],
      },
    ]);
    return { id };
  },
  // A published rental flagged as priced out of line (written directly: the rule is price-stats.test.ts's).
  priceFlag: async (): Promise<Ids> => {
    const agent = await newAccount("agente", { verified: false });
    const id = `bp${uuid().replace(/-/g, "").slice(0, 12)}`;
    await db.execute({
      sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id, built_surface)
            VALUES (?, 'Departamento barato', 5000, 'Calle Colima 12', 'Roma Norte', ?, 19.42, -99.16, 'renta', 'departamento', 'publicada', ?, 100)`,
      args: [id, world.colonia, agent.id],
    });
    await db.execute({
      sql: `INSERT INTO price_flags (property_id, location_id, operation_type, price_m2, median_price_m2, sample_size, flagged_at)
            VALUES (?, ?, 'renta', 50, 250, 9, ?)`,
      args: [id, world.colonia, Date.now()],
    });
    return { id, priceM2: "50" };
  },
  advertiser: async (): Promise<Ids> => ({ id: (await newAccount("agente", { verified: false })).id }),
  suspended: async (): Promise<Ids> => {
    const { id } = await deskSetups.advertiser();
    await db.execute({ sql: "UPDATE users SET suspended_at = ?, suspension_reason = 'Prueba' WHERE id = ?", args: [Date.now(), id] });
    return { id };
  },
};
const deskReason = (optional: boolean): Record<string, Field> => ({ reason: { type: "string", kind: "text", optional } });

// The caller on Pro, its period begun now; `scheduled` adds a downgrade to Básico waiting for its end.
async function onPro(a: Account | null, scheduled = false): Promise<Ids> {
  const now = Date.now();
  await db.execute({
    sql: `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end, scheduled_plan_id, scheduled_change_at)
          VALUES (?, ?, 'plan_pro', 'active', 1, 0, 1, ?, ?, ?, ?)`,
    args: [uuid(), a!.id, now, now + 30 * 86_400_000, scheduled ? "plan_basic" : null, scheduled ? now + 30 * 86_400_000 : null],
  });
  return {};
}

const setups = {
  invitation: (a: Account | null) => invitationFor(a, uniqueEmail("invitada")),
  invitationToMe: (a: Account | null) => invitationFor(null, a!.email),
  teamAgent: async (a: Account | null): Promise<Ids> => {
    const { agencyId, ownerId } = await agencyOf(a);
    const agent = await newAccount("agente", { verified: false });
    await db.execute({ sql: "INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", args: [agencyId, agent.id] });
    return { agentId: agent.id, owner: ownerId };
  },
  agencyListing: async (a: Account | null): Promise<Ids> => {
    const { agencyId, ownerId } = await agencyOf(a);
    const id = `ba${uuid().replace(/-/g, "").slice(0, 12)}`;
    await db.execute({
      sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id, agency_id)
            VALUES (?, 'Departamento de la agencia', 4500000, 'Calle Colima 12', 'Roma Norte', ?, 19.42, -99.16, 'venta', 'departamento', 'pausada', ?, ?)`,
      args: [id, world.colonia, ownerId, agencyId],
    });
    return { id, owner: ownerId };
  },
  // The caller's own agency (an inmobiliaria), or one of somebody else's for public routes.
  ownAgency: async (a: Account | null): Promise<Ids> => agencyWithAgent(a!),
  anAgency: async (): Promise<Ids> => agencyWithAgent(await newAccount("inmobiliaria")),
  published: async (): Promise<Ids> => ({ id: world.published, property: world.published }),
  // A published listing of its own for each caller that reports (reports on the shared one
  // from several callers would take it out of search), or one of the caller's in review.
  reportable: async (): Promise<Ids> => ({ property: await listingWithStatus(null, "publicada") }),
  held: async (a: Account | null): Promise<Ids> => {
    const id = await listingWithStatus(a!.id, "en_revision");
    await db.execute({
      sql: "INSERT INTO listing_holds (id, property_id, reason, previous_status) VALUES (?, ?, 'reportes', 'publicada')",
      args: [uuid(), id],
    });
    return { propertyId: id };
  },
  draft: async (a: Account | null): Promise<Ids> => ({ id: (await api("/api/listings", a!.cookie, { body: {} })).data.id }),
  draftWithPhoto: async (a: Account | null): Promise<Ids> => {
    const { id } = await setups.draft(a);
    const photoId = uuid();
    await db.execute({
      sql: "INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/bad-input.webp', 1)",
      args: [photoId, id],
    });
    return { id, photoId };
  },
  lead: async (a: Account | null): Promise<Ids> => {
    const id = uuid();
    await db.execute({
      sql: `INSERT INTO property_leads (id, property_title, recipient_id, kind, nombre, telefono, email, mensaje)
            VALUES (?, 'Casa de prueba', ?, 'mensaje', 'Ana Prueba', '5512345678', 'ana@example.mx', 'Hola, me interesa la casa.')`,
      args: [id, a!.id],
    });
    return { id };
  },
  share:
    (kind: "share" | "presentation") =>
    async (a: Account | null): Promise<Ids> => ({
      token: (await api(`/api/properties/${world.published}/shares`, a!.cookie, { body: { kind } })).data.token,
    }),
  // A local checkout session and a local service order, made on a developer's machine.
  session: async (a: Account | null): Promise<Ids> => {
    const { url } = (await api("/api/checkout", a!.cookie, { body: { planId: "plan_basic" } }, true)).data;
    return { id: new URL(url).pathname.split("/").pop()! };
  },
  // A paused listing of the caller (not in any search, so no other test sees it).
  paused: async (a: Account | null): Promise<Ids> => {
    const id = `bi${uuid().replace(/-/g, "").slice(0, 12)}`;
    await db.execute({
      sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, lat, lng, operation_type, property_type, status, agent_id)
            VALUES (?, 'Departamento de prueba de entradas', 4500000, 'Calle Colima 12', 'Roma Norte', ?, 19.42, -99.16, 'venta', 'departamento', 'pausada', ?)`,
      args: [id, world.colonia, a!.id],
    });
    return { property: id };
  },
  order: async (a: Account | null): Promise<Ids> => {
    const { property } = await setups.paused(a);
    const { url } = (await api("/api/services/checkout", a!.cookie, { body: { serviceId: "boost_property", propertyId: property } }, true)).data;
    return { id: new URL(url).pathname.split("/").pop()!, property };
  },
  list: async (a: Account | null): Promise<Ids> => {
    await api("/api/favorites/lists", a!.cookie); // the first load makes 'Todo'
    const list = (await api("/api/favorites/lists", a!.cookie, { body: { name: "Cliente de prueba" } })).data;
    const item = (await api(`/api/favorites/lists/${list.id}/properties`, a!.cookie, { body: { propertyId: world.published } })).data;
    return { listId: list.id, favoriteId: item.id, propertyId: world.published };
  },
  savedSearch: async (a: Account | null): Promise<Ids> => ({
    id: (
      await api("/api/saved-searches", a!.cookie, {
        body: { name: "Casas en Coyoacán", filters: { operation: "venta", tipo: "casa", precio_max: String(Math.floor(Math.random() * 1e9)) } },
      })
    ).data.id,
  }),
  board: async (a: Account | null): Promise<Ids> => {
    const ids = await setups.list(a);
    const { boardId } = (await api("/api/boards/migrate", a!.cookie, { body: { listId: ids.listId } })).data;
    const { token } = (await api(`/api/boards/${boardId}/share`, a!.cookie, { body: {} })).data;
    const view = (await api(`/api/boards/by-list/${ids.listId}`, a!.cookie)).data;
    return { ...ids, boardId, token, id: view.items[0].property.id };
  },
};

// ---------------------------------------------------------------------------------------
// Field tables

const text = (o: Partial<Field> = {}): Field => ({ type: "string", kind: "text", ...o });
const ref = (o: Partial<Field> = {}): Field => ({ type: "string", kind: "ref", ...o });
const closed = (o: Partial<Field> = {}): Field => ({ type: "string", kind: "closed", ...o });
const ignored = (o: Partial<Field> = {}): Field => ({ type: "string", kind: "ignored", ...o });
const num = (o: Partial<Field> = {}): Field => ({ type: "number", ...o });
const bool = (o: Partial<Field> = {}): Field => ({ type: "boolean", ...o });
const arr = (o: Partial<Field> = {}): Field => ({ type: "array", ...o });
const obj = (o: Partial<Field> = {}): Field => ({ type: "object", ...o });

// PATCH /api/listings/:id/draft and PUT /api/listings/:id: every field optional; "number"
// is 12345, "decimal" 1.5.
const LISTING_FIELDS: Record<string, Field> = {
  operation_type: closed({ optional: true }),
  property_type: closed({ optional: true }),
  // A draft keeps any id of the right shape; the colonia is checked when publishing.
  location_id: closed({ optional: true, ok: ["numeric string", "_"] }),
  street: text({ optional: true }),
  interior: text({ optional: true, ok: ["empty string", "only spaces"] }),
  lat: num({ optional: true }),
  lng: num({ optional: true }),
  hide_address: bool({ optional: true }),
  price: num({ optional: true, ok: ["number"] }),
  maintenance: num({ optional: true, nullable: true, ok: ["number"] }),
  appraisal_value: num({ optional: true, nullable: true, ok: ["number"] }),
  legal_status: closed({ optional: true, nullable: true }),
  bedrooms: num({ optional: true }),
  bathrooms: num({ optional: true, ok: ["decimal"] }),
  parking_spaces: num({ optional: true }),
  built_surface: num({ optional: true, nullable: true, ok: ["number", "decimal"] }),
  total_surface: num({ optional: true, nullable: true, ok: ["number", "decimal"] }),
  age_years: num({ optional: true, nullable: true }),
  features: arr({ optional: true, ok: ["empty array"] }),
  // The facts an advertiser attests: a value of the table or null ("No indicado").
  pets: closed({ optional: true, nullable: true }),
  furnishing: closed({ optional: true, nullable: true }),
  credits: arr({ optional: true, nullable: true, ok: ["empty array"] }),
  land_use: closed({ optional: true, nullable: true }),
  guarantee: closed({ optional: true, nullable: true }),
  elevador: closed({ optional: true, nullable: true }),
  seguridad_24h: closed({ optional: true, nullable: true }),
  cisterna: closed({ optional: true, nullable: true }),
  gas_natural: closed({ optional: true, nullable: true }),
  roof_garden: closed({ optional: true, nullable: true }),
  deposit_months: num({ optional: true, nullable: true, ok: ["decimal"] }),
  maintenance_included: bool({ optional: true, nullable: true }),
  title: text({ optional: true }),
  description: text({ optional: true }),
  // The advertiser's own English text: blank is none.
  description_en: text({ optional: true, nullable: true, ok: ["empty string", "only spaces"] }),
};

const LISTING_EXTRA: RouteSpec["extra"] = [
  { label: "unknown field", expect: "reject", req: () => ({ method: "", path: "", body: { json: { campo_desconocido: SCRIPT } } }) },
  { label: "features with <script>", expect: "reject", req: () => ({ method: "", path: "", body: { json: { features: [SCRIPT] } } }) },
  { label: "features with null", expect: "reject", req: () => ({ method: "", path: "", body: { json: { features: [null] } } }) },
  {
    label: "features: 41 amenities",
    expect: "reject",
    req: () => ({ method: "", path: "", body: { json: { features: Array(41).fill("Balcón") } } }),
  },
  {
    label: "long description with NUL",
    expect: "reject",
    req: () => ({
      method: "",
      path: "",
      body: { json: { description: `${"Departamento luminoso con balcón y cocina integral. ".repeat(2)}\u0000 oculto` } },
    }),
  },
  {
    label: "long description with a lone surrogate",
    expect: "reject",
    req: () => ({
      method: "",
      path: "",
      body: { json: { description: `${"Departamento luminoso con balcón y cocina integral. ".repeat(2)}\uD800` } },
    }),
  },
];

// GET /api/properties and /map: a blank value is no filter, for every parameter.
const BLANK = ["empty", "spaces"];
const PROPERTY_QUERY: Record<string, QField> = {
  operation: { kind: "closed", ok: BLANK },
  transaction: { kind: "closed", ok: BLANK },
  location_id: { kind: "ignored", ok: BLANK },
  location: { kind: "text", ok: BLANK },
  lat: { kind: "closed", ok: [...BLANK, "negative", "decimal"] },
  lng: { kind: "closed", ok: [...BLANK, "negative", "decimal"] },
  estado: { kind: "closed", ok: BLANK },
  tipo: { kind: "closed", ok: BLANK },
  type: { kind: "closed", ok: BLANK },
  // An agency slug of the right shape that does not exist finds nothing.
  inmobiliaria: { kind: "closed", ok: [...BLANK, "numeric", "negative", "1e308", "true", "null", "NaN", "Infinity"] },
  recamaras: { kind: "closed", ok: BLANK },
  banos: { kind: "closed", ok: BLANK },
  estacionamientos: { kind: "closed", ok: BLANK },
  mascotas: { kind: "closed", ok: BLANK },
  amueblado: { kind: "closed", ok: BLANK },
  credito: { kind: "closed", ok: BLANK },
  uso_suelo: { kind: "closed", ok: BLANK },
  elevador: { kind: "closed", ok: BLANK },
  seguridad: { kind: "closed", ok: BLANK },
  cisterna: { kind: "closed", ok: BLANK },
  gas_natural: { kind: "closed", ok: BLANK },
  roof_garden: { kind: "closed", ok: BLANK },
  amenidad: { kind: "closed", ok: BLANK },
  precio_min: { kind: "closed", ok: [...BLANK, "numeric"] },
  precio_max: { kind: "closed", ok: [...BLANK, "numeric"] },
  superficie_min: { kind: "closed", ok: [...BLANK, "numeric"] },
  superficie_max: { kind: "closed", ok: [...BLANK, "numeric"] },
  orden: { kind: "closed", ok: BLANK },
  bounds: { kind: "closed", ok: BLANK },
  poligono: { kind: "closed", ok: BLANK },
  page: { kind: "closed", ok: BLANK },
  page_size: { kind: "closed", ok: BLANK },
};
const PROPERTY_QUERY_EXTRA: RouteSpec["extra"] = [
  { label: "inverted bounds", expect: "reject", req: () => ({ method: "GET", path: "?bounds=-99.1,19.4,-99.2,19.3" }) },
  { label: "bounds with 3 numbers", expect: "reject", req: () => ({ method: "GET", path: "?bounds=1,2,3" }) },
  { label: "polygon of 2 points", expect: "reject", req: () => ({ method: "GET", path: "?poligono=-99.1,19.4;-99.2,19.3" }) },
  {
    label: "polygon of 101 points",
    expect: "reject",
    req: () => ({ method: "GET", path: `?poligono=${Array.from({ length: 101 }, (_, i) => `-99.${i},19.${i}`).join(";")}` }),
  },
  { label: "minimum price > maximum", expect: "reject", req: () => ({ method: "GET", path: "?precio_min=5&precio_max=1" }) },
  { label: "minimum surface > maximum", expect: "reject", req: () => ({ method: "GET", path: "?superficie_min=5&superficie_max=1" }) },
];

// ---------------------------------------------------------------------------------------
// Stripe

const WEBHOOK_SECRET = "whsec_test_hogaria";
async function stripeSignature(payload: string, secret = WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${payload}`)));
  return `t=${t},v1=${[...mac].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}
const signedEvent = (label: string, payload: () => string, expect: Outcome = "reject") => ({
  label: `signed: ${label}`,
  expect,
  req: async () => {
    const body = payload();
    return {
      method: "POST",
      path: "",
      body: { raw: body, type: "application/json" },
      headers: { "stripe-signature": await stripeSignature(body) },
    } as Req;
  },
});
const unsigned = (label: string, signature: string) => ({
  label: `signature ${label}`,
  expect: "reject" as Outcome,
  req: () => ({
    method: "POST",
    path: "",
    body: { raw: '{"id":"evt_x","type":"invoice.paid","data":{"object":{}}}', type: "application/json" },
    headers: { "stripe-signature": signature },
  }),
});

// ---------------------------------------------------------------------------------------
// The table: one row per route of createApi().

const photoFile = (bytes: string, name = "foto.png", type = "image/png") => new File([bytes], name, { type });
const multipart = (label: string, parts: () => Record<string, string | Blob>, expect: Outcome = "reject") => ({
  label: `multipart: ${label}`,
  expect,
  req: () => ({ method: "POST", path: "", body: { form: () => formOf(parts()) } as Body }),
});
const pdfProof = () => photoFile("%PDF-1.4\n%%EOF\n", "comprobante.pdf", "application/pdf");
// "Alta de tu inmobiliaria": every part right, but the ones a case changes.
const signupParts = (over: Record<string, string | Blob> = {}) => ({
  name: "Inmobiliaria de Entradas",
  slug: `entradas-${uuid().slice(0, 8)}`,
  description: "",
  phone: "",
  rfc: "WMT970714R10",
  proof: pdfProof(),
  ...over,
});
const rawPhotoBody = (label: string, body: Body) => ({ label, expect: "reject" as Outcome, req: () => ({ method: "POST", path: "", body }) });
const captions = (label: string, value: (ids: Ids) => unknown, expect: Outcome = "reject") => ({
  label: `captions: ${label}`,
  expect,
  req: (ids: Ids) => ({ method: "PATCH", path: "", body: { json: { captions: value(ids) } } as Body }),
});
const authPath = (label: string, method: string, path: string, body?: Body) => ({
  label,
  expect: "reject" as Outcome,
  req: () => ({ method, path, body, absolute: true }) as Req,
});

// POST /api/listing-imports/rows with one row of the base changed.
function importRow(label: string, over: Record<string, unknown>, expect: Outcome = "reject"): NonNullable<RouteSpec["extra"]>[number] {
  return {
    label: `row: ${label}`,
    expect,
    req: () => ({ method: "", path: "", body: { json: { rows: [{ row: 2, source_id: `bi-${uuid()}`, listing: {}, ...over }] } } }),
  };
}

// PUT /api/listing-imports/mapping with this mapping.
function mappingOf(label: string, mapping: Record<string, unknown>, expect: Outcome = "reject"): NonNullable<RouteSpec["extra"]>[number] {
  return { label: `mapping: ${label}`, expect, req: () => ({ method: "", path: "", body: { json: { source: "csv", mapping } } }) };
}

// POST /api/saved-searches with a search the search API's schema refuses.
const savedFilters = (label: string, filters: Record<string, unknown>): NonNullable<RouteSpec["extra"]>[number] => ({
  label,
  expect: "reject",
  req: () => ({ method: "", path: "", body: { json: { name: "Mi búsqueda", filters: { operation: "venta", ...filters } } } }),
});

const ROUTES: Record<string, RouteSpec> = {
  "GET /api/health": { as: "comprador", ok: 200 },
  "GET /api/locations": {
    as: "comprador",
    ok: 200,
    query: {
      base: () => ({ q: "roma" }),
      fields: { q: { kind: "text" }, limit: { kind: "closed", ok: ["numeric", "1e308"] }, operation: { kind: "closed" } },
    },
    note: "q is free text (emoji, markup, NUL: searched as typed, nothing stored); a larger limit is capped at 15",
  },
  "GET /api/auth/get-session": {
    as: "agente",
    ok: 200,
    extra: [
      ...["%ZZ", "x".repeat(5_000), enc(SQL_OR), enc(SCRIPT), "", "a.b.c"].map((v, i) => ({
        label: `junk session cookie ${i + 1}`,
        expect: "accept" as Outcome,
        req: () => ({ method: "GET", path: "", cookie: `better-auth.session_token=${v}` }),
      })),
    ],
    note: "junk query parameters and junk session cookies: 200 with no session (null)",
  },
  "POST /api/auth/sign-out": { as: "anonimo", ok: 200, body: { ignored: "accept" }, note: "reads no body; signed out there is nothing to end: 200" },
  "POST /api/auth/sign-up/email": {
    as: "anonimo",
    ok: 200,
    body: {
      base: () => ({ name: "Persona Prueba", email: uniqueEmail("entradas"), password: PASSWORD, role: "agente" }),
      fields: { name: text(), email: closed(), password: closed(), role: closed({ optional: true }), lang: closed({ optional: true }) },
    },
    note: "a name with emoji, RTL, combining marks or markup (sanitised) is a name: the account is made",
  },
  "POST /api/auth/sign-in/email": {
    as: "anonimo",
    ok: 401,
    body: {
      base: () => ({ email: uniqueEmail("entradas"), password: PASSWORD }),
      fields: { email: closed(), password: closed(), rememberMe: bool({ optional: true }) },
    },
  },
  "POST /api/auth/sign-in/social": {
    as: "anonimo",
    ok: 404,
    body: { base: () => ({ provider: "google", callbackURL: "/cuenta" }), fields: { provider: closed(), callbackURL: closed({ optional: true }) } },
  },
  "GET /api/auth/callback/:provider": {
    as: "anonimo",
    setup: async () => ({ provider: "google" }),
    ok: "redirect-or-reject",
    rejectAs: "redirect-or-reject",
    query: { base: () => ({ code: "codigo", state: "estado" }), fields: { code: { kind: "ref" }, state: { kind: "ref" }, error: { kind: "ref" } } },
    note: "better-auth sends an unknown state to its error page (302 to /api/auth/error on our origin, then 404)",
  },
  "GET /api/auth/verify-email": {
    as: "anonimo",
    ok: 401,
    rejectAs: "redirect-or-reject",
    query: { base: () => ({ token: "token-inexistente" }), fields: { token: { kind: "ref" }, callbackURL: { kind: "ref" } } },
    note: "a relative callbackURL gets the 302 to it with ?error=INVALID_TOKEN",
  },
  "POST /api/auth/send-verification-email": {
    as: "anonimo",
    ok: 200,
    body: { base: () => ({ email: uniqueEmail("entradas") }), fields: { email: closed() } },
  },
  "POST /api/auth/request-password-reset": {
    as: "anonimo",
    ok: 200,
    body: { base: () => ({ email: uniqueEmail("entradas") }), fields: { email: closed() } },
  },
  "POST /api/auth/reset-password": {
    as: "anonimo",
    ok: 400,
    body: { base: () => ({ token: "token-inexistente", newPassword: PASSWORD }), fields: { token: ref(), newPassword: closed() } },
  },
  "POST /api/auth/update-user": {
    as: "agente",
    ok: 200,
    body: { base: () => ({ name: "Persona Cambiada" }), fields: { name: text() } },
    note: "a name with emoji, RTL, combining marks or sanitised markup is a name",
  },
  "POST /api/auth/change-password": {
    as: "agente",
    budget: 9,
    baselineFresh: true,
    ok: 200,
    body: {
      base: () => ({ currentPassword: PASSWORD, newPassword: "Nueva2026x" }),
      fields: { currentPassword: closed(), newPassword: closed(), revokeOtherSessions: bool({ optional: true }) },
    },
  },
  "POST /api/auth/change-email": {
    as: "agente",
    budget: 9,
    ok: 200,
    body: { base: () => ({ newEmail: uniqueEmail("nuevo") }), fields: { newEmail: closed() } },
    note: "the link goes to the new address; nothing changes until it is opened",
  },
  "ALL /api/auth/*": {
    as: "agente",
    extra: [
      authPath("GET /api/auth/list-sessions", "GET", "/api/auth/list-sessions"),
      authPath("GET /api/auth/sign-up/email", "GET", "/api/auth/sign-up/email"),
      authPath("PATCH /api/auth/sign-in/email", "PATCH", "/api/auth/sign-in/email", { json: { email: SQL_OR } }),
      authPath("POST /api/auth/delete-user", "POST", "/api/auth/delete-user", { json: {} }),
      authPath("POST /api/auth/sign-up/phone with junk", "POST", "/api/auth/sign-up/phone", { json: { phone: SQL_DROP } }),
      authPath("POST /api/auth/sign-in/username with «{»", "POST", "/api/auth/sign-in/username", { raw: "{", type: "application/json" }),
      authPath("PUT /api/auth/%ZZ", "PUT", "/api/auth/%ZZ", { json: {} }),
      authPath("DELETE /api/auth/ of 2,000 characters", "DELETE", `/api/auth/${"x".repeat(2_000)}`),
      authPath("GET /api/auth/error?error=<script>", "GET", `/api/auth/error?error=${enc(SCRIPT)}`),
      authPath("GET /api/auth/ emoji", "GET", `/api/auth/${enc(EMOJI)}`),
      authPath("GET /api/auth/%00", "GET", "/api/auth/a%00b"),
    ],
  },
  "GET /api/me": { as: "agente", ok: 200 },
  "GET /api/me/dashboard": { as: "comprador", ok: 200, note: "reads nothing but the session" },
  "GET /api/me/recently-viewed": { as: "comprador", ok: 200, note: "reads nothing but the session" },
  "POST /api/me/recently-viewed": {
    as: "comprador",
    setup: setups.published,
    ok: 204,
    body: { base: (ids) => ({ propertyId: ids.id }), fields: { propertyId: ref() } },
    note: "the id of a published listing; any other (unknown, a draft) is a 404",
  },
  "POST /api/call-requests": {
    as: "comprador",
    ok: 201,
    settle: true,
    body: {
      base: () => ({ nombre: "Persona Prueba", numero_telefono: uniquePhone() }),
      fields: { nombre: text(), numero_telefono: closed(), property_id: ignored({ optional: true, ok: ["only spaces"] }) },
    },
    note: "an unknown property_id is ignored by design (a general call request); a name with emoji etc. is a name",
  },
  "GET /api/properties/featured": { as: "comprador", ok: 200 },
  "GET /api/properties": {
    as: "comprador",
    ok: 200,
    query: { fields: PROPERTY_QUERY },
    extra: PROPERTY_QUERY_EXTRA,
    note: "blank parameters are no filter; free-text location and unknown location ids find nothing",
  },
  "GET /api/properties/map": { as: "comprador", ok: 200, query: { fields: PROPERTY_QUERY }, extra: PROPERTY_QUERY_EXTRA },
  "GET /api/properties/:id": { as: "comprador", setup: setups.published, ok: 200 },
  "POST /api/properties/:id/contact": { as: "comprador", setup: setups.published, ok: 200, body: { ignored: "accept" }, note: "reads no body" },
  "POST /api/properties/:id/shares": {
    as: "agente",
    setup: setups.published,
    ok: 201,
    body: { base: () => ({ kind: "share" }), fields: { kind: closed({ optional: true }) } },
    note: "kind defaults to share: {} makes a link",
  },
  "GET /api/properties/:id/shares": {
    as: "agente",
    setup: setups.published,
    ok: 200,
    params: { id: "maybe" },
    note: "the caller's links for that id: an unknown id has none, 200 []",
  },
  "POST /api/properties/:id/events": {
    as: "comprador",
    setup: setups.published,
    ok: 204,
    body: { base: () => ({ kind: "view" }), fields: { kind: closed() } },
  },
  "POST /api/leads": {
    as: "comprador",
    setup: setups.published,
    ok: 201,
    settle: true,
    body: {
      base: (ids) => ({
        nombre: "Persona Prueba",
        telefono: uniquePhone(),
        email: uniqueEmail("entradas"),
        mensaje: "Hola, me interesa esta propiedad. ¿Sigue disponible?",
        property_id: ids.property,
      }),
      fields: { nombre: text(), telefono: closed(), email: closed(), mensaje: text(), property_id: ref(), share_token: ref({ optional: true }) },
    },
    extra: [
      {
        label: "unknown share_token without property_id",
        expect: "reject",
        req: () => ({
          method: "POST",
          path: "",
          body: { json: { nombre: "Ana", telefono: uniquePhone(), email: uniqueEmail(), mensaje: "Hola, me interesa.", share_token: SQL_OR } },
        }),
      },
    ],
    note: "a name or message with emoji, RTL, combining marks or sanitised markup is a message: the lead is stored",
  },
  "GET /api/leads": {
    as: "demo-agente",
    ok: 200,
    query: { fields: { agent_id: { kind: "ignored" }, unread: { kind: "closed", ok: ["empty", "true"] } } },
    note: "agent_id is a filter: an unknown one finds nothing",
  },
  // Anonymous: each case reports with an address of its own, the valid request on a fresh
  // listing (three accepted cases take a listing out of search, then reports on it are 409).
  "POST /api/listing-reports": {
    as: "anonimo",
    setup: setups.reportable,
    ok: 201,
    settle: true,
    baselineFresh: true,
    body: {
      base: (ids) => ({ reason: "precio_falso", property_id: ids.property, email: uniqueEmail("entradas-reporte") }),
      fields: {
        reason: closed(),
        note: text({ optional: true, ok: ["empty string", "only spaces"] }),
        email: closed(),
        property_id: ref(),
        share_token: ref({ optional: true }),
        presentation_token: ref({ optional: true }),
        cloned_property_id: ref({ optional: true }),
        board_token: ref({ optional: true }),
      },
    },
    note: "a note is free text, and a blank one is no note; once three cases were accepted the listing is in review and the rest get 409",
  },
  "GET /api/my-listing-holds": { as: "agente", ok: 200 },
  "POST /api/my-listing-holds/:propertyId/answer": {
    as: "agente",
    setup: setups.held,
    ok: 200,
    body: { base: () => ({ answer: "El anuncio es mío y el departamento está disponible." }), fields: { answer: text() } },
    note: "a later answer replaces the earlier one while the review is open",
  },
  "POST /api/leads/:id/read": { as: "agente", setup: setups.lead, ok: 204, body: { ignored: "accept" }, note: "reads no body" },
  "GET /api/shares/:token": { as: "agente", setup: setups.share("share"), ok: 200 },
  "GET /api/shares/:token/photos/:file": {
    as: "agente",
    setup: async (a) => ({ ...(await setups.share("share")(a)), file: "nada.webp" }),
    ok: 404,
    note: "no photo is stored under that name here: a valid request gets 404",
  },
  "POST /api/shares/:token/contact": { as: "agente", setup: setups.share("share"), ok: 200, body: { ignored: "accept" }, note: "reads no body" },
  "DELETE /api/shares/:token": {
    as: "agente",
    setup: setups.share("share"),
    ok: 204,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request revokes the link (204), the next ones 404",
  },
  "GET /api/presentations/:token": { as: "agente", setup: setups.share("presentation"), ok: 200 },
  // An agency owner's team (the caller owns the agency the setup makes).
  "GET /api/agency/team": { as: "inmobiliaria", setup: agencyOf, ok: 200 },
  "POST /api/agency/invitations": {
    as: "inmobiliaria",
    setup: agencyOf,
    ok: 201,
    settle: true,
    body: { base: () => ({ email: uniqueEmail("invitada") }), fields: { email: closed() } },
  },
  "POST /api/agency/invitations/:id/resend": {
    as: "inmobiliaria",
    setup: setups.invitation,
    ok: 200,
    settle: true,
    // Each resend is an e-mail: 10 a minute per owner.
    budget: 8,
    body: { ignored: "accept" },
    note: "reads no body: sends the invitation again (a new link)",
  },
  "DELETE /api/agency/invitations/:id": {
    as: "inmobiliaria",
    setup: setups.invitation,
    ok: 204,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request cancels the invitation (204), the next ones 410",
  },
  "POST /api/agency/agents/:agentId/remove": {
    as: "inmobiliaria",
    setup: setups.teamAgent,
    ok: 200,
    baselineFresh: true,
    body: { base: (ids) => ({ reassign_to: ids.owner }), fields: { reassign_to: ref() } },
  },
  "PUT /api/agency/listings/:id/agent": {
    as: "inmobiliaria",
    setup: setups.agencyListing,
    ok: 200,
    body: { base: (ids) => ({ agent_id: ids.owner }), fields: { agent_id: ref() } },
  },
  // An invitation's link: the signed token is the key.
  "GET /api/agency-invitations/:token": { as: "anonimo", setup: setups.invitation, ok: 200 },
  "POST /api/agency-invitations/:token/accept": {
    as: "agente",
    setup: setups.invitationToMe,
    ok: 200,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request joins the agency (200), the next ones 409 (used once)",
  },
  "POST /api/agency-invitations/:token/register": {
    as: "anonimo",
    setup: setups.invitation,
    ok: 201,
    baselineFresh: true,
    body: { base: () => ({ name: "Agente Invitada", password: PASSWORD }), fields: { name: text(), password: closed() } },
    note: "a name with emoji or markup (sanitised) is a name: the account is made and the link is used; the next cases get 409",
  },
  "GET /api/agencies": {
    as: "comprador",
    ok: 200,
    query: {
      fields: {
        q: { kind: "text" },
        alcaldia_id: { kind: "closed", ok: ["empty", "spaces", "numeric", "_", "true", "null", "NaN", "Infinity", "1e308"] },
      },
    },
    note: "q is free text; an alcaldia id of the right shape that does not exist finds nothing",
  },
  "GET /api/agencies/:slug": { as: "comprador", setup: setups.anAgency, ok: 200 },
  "POST /api/agencies/:slug/agents/:agentId/contact": {
    as: "comprador",
    setup: setups.anAgency,
    ok: 200,
    body: { ignored: "accept" },
    note: "reads no body",
  },
  "GET /api/agencies/:slug/report": { as: "inmobiliaria", setup: setups.ownAgency, ok: 200 },
  "GET /api/my-agency": { as: "inmobiliaria", setup: setups.ownAgency, ok: 200 },
  "PUT /api/my-agency": {
    as: "inmobiliaria",
    setup: setups.ownAgency,
    ok: 200,
    body: {
      base: (ids) => ({ description: "Atendemos la Roma y la Condesa desde 2010.", zone_ids: [ids.zone] }),
      fields: { description: text({ ok: ["empty string", "only spaces"] }), zone_ids: arr({ ok: ["empty array"] }) },
    },
    note: "an empty description clears it; no zones is a valid choice",
  },
  "POST /api/my-agency/logo": {
    as: "inmobiliaria",
    setup: setups.ownAgency,
    body: { ignored: 415, paramBody: () => ({ form: () => formOf({ logo: photoFile("hola") }) }) },
    media: { multipart: "reject" },
    oversize: 415,
    extra: [
      multipart("no parts", () => ({})),
      multipart("logo as text", () => ({ logo: "hola" })),
      multipart("junk bytes", () => ({ logo: photoFile("hola") })),
      multipart("<script> typed image/png", () => ({ logo: photoFile(SCRIPT, `${IMG}.png`) })),
      rawPhotoBody("broken multipart", { raw: "basura sin partes", type: "multipart/form-data; boundary=xyz" }),
    ],
    note: "multipart only (the photo checks): a JSON or text body is 415 photo_type",
  },
  "GET /api/my-profile": { as: "agente", ok: 200 },
  "PUT /api/my-profile": {
    as: "agente",
    ok: 200,
    body: {
      base: () => ({ name: "Persona Cambiada", phone: "", whatsapp: "", bio: "Atiendo la Roma.", zone_ids: [] }),
      fields: {
        name: text(),
        phone: closed({ optional: true, ok: ["empty string", "only spaces"] }),
        whatsapp: closed({ optional: true, ok: ["empty string", "only spaces"] }),
        bio: text({ optional: true, ok: ["empty string", "only spaces"] }),
        zone_ids: arr({ optional: true, ok: ["empty array"] }),
      },
    },
    note: "an empty number is 'not shown'; an empty bio clears it; no colonias is a valid choice",
  },
  "POST /api/my-profile/license": {
    as: "agente",
    baselineFresh: true,
    ok: 201,
    body: { base: () => ({ kind: "cedula", number: "1234567" }), fields: { kind: closed(), number: closed() } },
  },
  "POST /api/my-profile/avatar": {
    as: "agente",
    body: { ignored: 415, paramBody: () => ({ form: () => formOf({ avatar: photoFile("hola") }) }) },
    media: { multipart: "reject" },
    oversize: 415,
    extra: [
      multipart("no parts", () => ({})),
      multipart("avatar as text", () => ({ avatar: "hola" })),
      multipart("junk bytes", () => ({ avatar: photoFile("hola") })),
      multipart("<script> typed image/png", () => ({ avatar: photoFile(SCRIPT, `${IMG}.png`) })),
      rawPhotoBody("broken multipart", { raw: "basura sin partes", type: "multipart/form-data; boundary=xyz" }),
    ],
    note: "multipart only (the photo checks): a JSON or text body is 415 photo_type",
  },
  "DELETE /api/my-profile": {
    as: "agente",
    budget: 9,
    baselineFresh: true,
    ok: 204,
    body: { base: () => ({ password: PASSWORD }), fields: { password: closed() } },
    note: "the account's own password confirms it; the valid request deletes a fresh caller",
  },
  "GET /api/invoices": { as: "agente", ok: 200 },
  "GET /api/invoices/billing-data": { as: "agente", ok: 200 },
  "PUT /api/invoices/billing-data": {
    as: "agente",
    ok: 200,
    body: {
      base: () => ({ rfc: "CACX7605101P8", razon_social: "Xochilt Casas Chavez", regimen_fiscal: "612", uso_cfdi: "G03", codigo_postal: "36257" }),
      fields: {
        rfc: closed(),
        razon_social: text(),
        regimen_fiscal: closed(),
        uso_cfdi: closed(),
        codigo_postal: closed({ ok: ["numeric string"] }),
      },
    },
    note: "a numeric string of five digits is a código postal",
  },
  "DELETE /api/invoices/billing-data": {
    as: "agente",
    ok: 200,
    body: { ignored: 200 },
    note: "reads no body: the caller's own data is removed (none is a no-op)",
  },
  "GET /api/invoices/:id/:format": {
    as: "agente",
    // A stamped invoice of the caller's, as the stamping leaves it.
    setup: async (a) => {
      const id = uuid();
      await db.execute({
        sql: `INSERT INTO invoices (id, user_id, kind, source_id, concept, amount_mxn, provider, status, folio, xml, pdf)
              VALUES (?, ?, 'servicio', ?, 'Servicio de prueba', 499, 'local', 'timbrada', 'H-1', '<cfdi:Comprobante/>', ?)`,
        args: [id, a!.id, uuid(), btoa("%PDF-1.4")],
      });
      return { id, format: "xml" };
    },
    ok: 200,
    params: { id: 404 },
    note: "an id that is not the caller's invoice is not found",
  },
  "GET /api/agents/:slug": {
    as: "comprador",
    setup: async () => ({
      slug: String(
        (
          await db.execute(
            "SELECT slug FROM agent_profiles ap WHERE slug IS NOT NULL AND NOT EXISTS (SELECT 1 FROM agency_agents aa WHERE aa.agent_id = ap.user_id) LIMIT 1",
          )
        ).rows[0].slug,
      ),
    }),
    ok: 200,
  },
  "GET /api/my-agency/signup": { as: "inmobiliaria", ok: 200 },
  "GET /api/my-agency/slug": {
    as: "inmobiliaria",
    ok: 200,
    query: { base: () => ({ slug: "una-inmobiliaria-libre" }), fields: { slug: { kind: "closed", ok: ["numeric", "1e308", "true", "null"] } } },
    note: "digits and lower-case words are slugs (free ones: available)",
  },
  "POST /api/my-agency": {
    as: "inmobiliaria",
    body: { ignored: 415 },
    media: { multipart: "reject" },
    oversize: 415,
    extra: [
      multipart("no parts", () => ({})),
      multipart("proof as text", () => signupParts({ proof: "hola" })),
      multipart("a proof that is not a PDF", () =>
        signupParts({ proof: photoFile("<html>no soy un PDF</html>", "comprobante.pdf", "application/pdf") }),
      ),
      multipart("RFC with a wrong check digit", () => signupParts({ rfc: "WMT970714R11" })),
      multipart("a persona física's RFC", () => signupParts({ rfc: "GODE561231GR8" })),
      multipart("slug with capitals and spaces", () => signupParts({ slug: "Mi Inmobiliaria" })),
      multipart("name of markup only", () => signupParts({ name: SCRIPT })),
      multipart("zone that is not a place", () => signupParts({ zone_ids: SQL_OR })),
      multipart("phone nobody verified", () => signupParts({ phone: "5512345678" })),
      rawPhotoBody("broken multipart", { raw: "basura sin partes", type: "multipart/form-data; boundary=xyz" }),
    ],
    note: "multipart only: a JSON or text body is 415",
  },
  "POST /api/my-agency/verification": {
    as: "inmobiliaria",
    setup: setups.ownAgency,
    body: { ignored: 415 },
    media: { multipart: "reject" },
    oversize: 415,
    extra: [
      multipart("no parts", () => ({})),
      multipart("a proof that is not a PDF", () => ({ rfc: "WMT970714R10", proof: photoFile("%PDX-1.4", "comprobante.pdf", "application/pdf") })),
      multipart("RFC with a wrong check digit", () => ({ rfc: "WMT970714R11", proof: pdfProof() })),
    ],
    note: "multipart only: a JSON or text body is 415",
  },
  "GET /api/alcaldias": { as: "comprador", ok: 200 },
  "GET /api/plans": { as: "comprador", ok: 200 },
  "GET /api/subscription": { as: "demo-agente", ok: 200 },
  "GET /api/subscription/holder": { as: "demo-agente", ok: 200 },
  "GET /api/subscription/renewal/:id": { as: "agente", setup: setups.draft, ok: 200 },
  "POST /api/checkout": { as: "agente", ok: 200, body: { base: () => ({ planId: "plan_basic" }), fields: { planId: ref() } } },
  "GET /api/checkout/sessions/:id": { as: "agente", setup: setups.session, ok: 200, development: true },
  "GET /api/plan-changes/preview": { as: "agente", ok: 200, query: { base: () => ({ planId: "plan_basic" }), fields: { planId: { kind: "ref" } } } },
  "GET /api/plan-changes/scheduled": { as: "agente", ok: 200 },
  "POST /api/plan-changes/scheduled": {
    as: "agente",
    setup: (a) => onPro(a),
    ok: 200,
    baselineFresh: true,
    body: { base: () => ({ planId: "plan_basic" }), fields: { planId: ref() } },
    note: "a caller on Pro schedules Básico; the valid request runs with a fresh caller",
  },
  "DELETE /api/plan-changes/scheduled": {
    as: "agente",
    setup: (a) => onPro(a, true),
    ok: 200,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the caller's own scheduled downgrade is cancelled by the first request",
  },
  "POST /api/checkout/sessions/:id/pay": {
    as: "agente",
    setup: setups.session,
    development: true,
    ok: 200,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the real session is paid by the first request",
  },
  "POST /api/checkout/sessions/:id/cancel": {
    as: "agente",
    setup: setups.session,
    development: true,
    ok: 200,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the real session is cancelled by the first request",
  },
  "POST /api/stripe/webhook": {
    as: "anonimo",
    body: { ignored: "reject" },
    media: {
      "text/plain": "reject",
      form: "reject",
      multipart: "reject",
      "no content-type": "reject",
      "application/xml": "reject",
      "application/jsonx": "reject",
    },
    extra: [
      unsigned("empty", ""),
      unsigned("without v1", `t=${Math.floor(Date.now() / 1000)}`),
      unsigned("non-numeric t", "t=abc,v1=zz"),
      unsigned("v1 of zeros", `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`),
      unsigned("of 5,000 characters", "x".repeat(5_000)),
      unsigned("<script>", SCRIPT),
      unsigned("' OR 1=1 --", SQL_OR),
      signedEvent("«{»", () => "{"),
      signedEvent("«null»", () => "null"),
      signedEvent("«[]»", () => "[]"),
      signedEvent('«"texto"»', () => '"texto"'),
      signedEvent("«{}»", () => "{}"),
      signedEvent("empty", () => ""),
      signedEvent("numeric id and array type", () => '{"id":1,"type":[],"data":{"object":{}}}'),
      signedEvent("no data", () => JSON.stringify({ id: `evt_bi_${uuid()}`, type: "checkout.session.completed" })),
      signedEvent("data null", () => JSON.stringify({ id: `evt_bi_${uuid()}`, type: "checkout.session.completed", data: null })),
      signedEvent("object null", () => JSON.stringify({ id: `evt_bi_${uuid()}`, type: "invoice.paid", data: { object: null } })),
      signedEvent("id of 5,000 characters", () => JSON.stringify({ id: "x".repeat(5_000), type: "invoice.paid", data: { object: {} } })),
      signedEvent(
        "unknown type with <script>",
        () => JSON.stringify({ id: `evt_bi_${uuid()}`, type: `bad.input.${SCRIPT}`, created: 1_790_000_000, data: { object: {} } }),
        "maybe",
      ),
      signedEvent(
        "unknown subscription",
        () =>
          JSON.stringify({
            id: `evt_bi_${uuid()}`,
            type: "customer.subscription.updated",
            created: 1_790_000_000,
            data: { object: { id: SQL_OR, status: "active" } },
          }),
        "maybe",
      ),
    ],
    note: "only Stripe can sign: unsigned bodies of any type get 400 bad_signature (no 415: it is not called from our pages); a well-formed signed event of a type or subscription we do not know is acknowledged (200) and remembered",
  },
  "GET /api/services": { as: "comprador", ok: 200 },
  "POST /api/services/checkout": {
    as: "agente",
    setup: setups.paused,
    ok: 200,
    body: {
      base: (ids) => ({ serviceId: "boost_property", propertyId: ids.property }),
      fields: { serviceId: ref(), propertyId: ref(), useCredit: bool({ optional: true }) },
    },
  },
  "GET /api/services/orders/:id": { as: "agente", setup: setups.order, ok: 200, development: true },
  "POST /api/services/orders/:id/pay": {
    as: "agente",
    setup: setups.order,
    development: true,
    ok: 200,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the real order is paid by the first request",
  },
  "POST /api/services/orders/:id/cancel": {
    as: "agente",
    setup: setups.order,
    development: true,
    ok: 200,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the real order is cancelled by the first request",
  },
  "GET /api/my-properties": { as: "demo-agente", ok: 200 },
  "GET /api/listings": {
    as: "demo-agente",
    ok: 200,
    query: { fields: { status: { kind: "closed" }, agent_id: { kind: "ignored" }, page: { kind: "closed" } } },
    note: "agent_id is a filter: an unknown one finds nothing",
  },
  "POST /api/listings": {
    as: "agente",
    ok: 201,
    body: { ignored: "maybe" },
    note: "reads no body: each request makes a draft (201) until the 20 open drafts (409)",
  },
  "GET /api/photo-import/listings": { as: "demo-agente", ok: 200, note: "reads no query: unknown parameters are ignored" },
  "GET /api/listings/drafts/latest": { as: "agente", setup: setups.draft, ok: 200 },
  "GET /api/listings/:id": { as: "agente", setup: setups.draft, ok: 200 },
  "PATCH /api/listings/:id/draft": {
    as: "agente",
    setup: setups.draft,
    ok: 200,
    body: { base: () => ({}), fields: LISTING_FIELDS, strict: true },
    extra: LISTING_EXTRA,
    note: "a draft takes any subset of fields, each valid on its own: free text with emoji or sanitised markup, a colonia id of the right shape (checked when publishing), 12345 as a price",
  },
  "POST /api/listings/:id/publish": {
    as: "agente",
    setup: setups.draft,
    ok: "reject",
    body: { ignored: "reject" },
    note: "reads no body; the empty draft cannot be published (400)",
  },
  "PUT /api/listings/:id": {
    as: "agente",
    setup: setups.draft,
    ok: "reject",
    body: { base: () => ({}), fields: LISTING_FIELDS, strict: true },
    extra: LISTING_EXTRA,
    note: "edits a published listing; on the draft a valid body gets 409",
  },
  "POST /api/listings/:id/pause": {
    as: "agente",
    setup: setups.draft,
    ok: "reject",
    body: { ignored: "reject" },
    note: "reads no body; a draft cannot be paused (409)",
  },
  "POST /api/listings/:id/reactivate": {
    as: "agente",
    setup: setups.draft,
    ok: "reject",
    body: { ignored: "reject" },
    note: "reads no body; 409 on a draft",
  },
  "POST /api/listings/:id/confirm": {
    as: "agente",
    setup: setups.draft,
    ok: "reject",
    body: { ignored: "reject" },
    note: "reads no body; 409 on a draft",
  },
  "POST /api/listings/:id/close": {
    as: "agente",
    setup: setups.draft,
    ok: "reject",
    body: { ignored: "reject" },
    note: "reads no body; 409 on a draft",
  },
  "POST /api/listings/:id/renew": {
    as: "agente",
    setup: setups.draft,
    ok: "reject",
    body: { ignored: "reject" },
    note: "reads no body; 409 on a draft",
  },
  "DELETE /api/listings/:id": {
    as: "agente",
    setup: setups.draft,
    ok: 204,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request deletes the draft (204), the next ones 404",
  },
  "GET /api/listings/:id/photos": { as: "agente", setup: setups.draftWithPhoto, ok: 200 },
  "POST /api/listings/:id/photos": {
    as: "agente",
    setup: setups.draft,
    body: { ignored: 415, paramBody: () => ({ form: () => formOf({ photo: photoFile("hola"), thumbnail: photoFile("hola") }) }) },
    media: { multipart: "reject" },
    oversize: 415,
    extra: [
      multipart("no parts", () => ({})),
      multipart("photo as text", () => ({ photo: "hola", thumbnail: "hola" })),
      multipart("no thumbnail", () => ({ photo: photoFile("hola") })),
      multipart("junk bytes", () => ({ photo: photoFile("hola"), thumbnail: photoFile("hola") })),
      multipart("<script> typed image/png", () => ({ photo: photoFile(SCRIPT, `${IMG}.png`), thumbnail: photoFile(SCRIPT) })),
      multipart("caption of 100,000 characters", () => ({ photo: photoFile("hola"), thumbnail: photoFile("hola"), caption: "x".repeat(100_000) })),
      multipart("room_type ' OR 1=1 --", () => ({ photo: photoFile("hola"), thumbnail: photoFile("hola"), room_type: SQL_OR })),
      multipart("file name with NUL and RTL", () => ({ photo: photoFile("hola", `${RTL}\u0000.png`), thumbnail: photoFile("hola") })),
      rawPhotoBody("broken multipart", { raw: "basura sin partes", type: "multipart/form-data; boundary=xyz" }),
      rawPhotoBody("multipart without boundary", { raw: "basura", type: "multipart/form-data" }),
    ],
    note: "multipart only (its own checks): a JSON or text body is 415 photo_type, whatever its size",
  },
  "PATCH /api/listings/:id/photos": {
    as: "agente",
    setup: setups.draftWithPhoto,
    ok: 200,
    body: {
      base: () => ({}),
      fields: {
        order: arr({ optional: true, ok: ["empty array"] }),
        main_id: ref({ optional: true }),
        captions: arr({ optional: true, ok: ["empty array"] }),
      },
    },
    extra: [
      captions("caption with <script>", (ids) => [{ id: ids.photoId, caption: SCRIPT, room_type: null }], "maybe"),
      captions("caption emoji", (ids) => [{ id: ids.photoId, caption: EMOJI, room_type: null }], "maybe"),
      captions("caption with NUL", (ids) => [{ id: ids.photoId, caption: NUL, room_type: null }]),
      captions("caption with a lone surrogate", (ids) => [{ id: ids.photoId, caption: LONE, room_type: null }]),
      captions("caption of 5,000 characters", (ids) => [{ id: ids.photoId, caption: "x".repeat(5_000), room_type: null }]),
      captions("caption number", (ids) => [{ id: ids.photoId, caption: 5, room_type: null }]),
      captions("room_type ' OR 1=1 --", (ids) => [{ id: ids.photoId, caption: null, room_type: SQL_OR }]),
      captions("unknown id", () => [{ id: SQL_OR, caption: null, room_type: null }]),
      captions("empty object", () => [{}]),
      captions("26 photos", (ids) => Array(26).fill({ id: ids.photoId, caption: null, room_type: null })),
      {
        label: "order: 26 ids",
        expect: "reject",
        req: (ids) => ({ method: "PATCH", path: "", body: { json: { order: Array(26).fill(ids.photoId) } } }),
      },
      { label: "order: unknown id", expect: "reject", req: () => ({ method: "PATCH", path: "", body: { json: { order: [SQL_DROP] } } }) },
      { label: "order: null inside", expect: "reject", req: () => ({ method: "PATCH", path: "", body: { json: { order: [null] } } }) },
    ],
    note: "every field optional: {} changes nothing; a caption is sanitised text",
  },
  "DELETE /api/listings/:id/photos/:photoId": {
    as: "agente",
    setup: setups.draftWithPhoto,
    ok: 204,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request deletes the photo (204), the next ones 404",
  },
  "GET /api/config": { as: "comprador", ok: 200 },
  "GET /api/favorites/lists": { as: "agente", setup: setups.list, ok: 200 },
  "GET /api/favorites/saved-ids": { as: "comprador", setup: setups.list, ok: 200, note: "reads nothing but the session" },
  "POST /api/favorites/lists": {
    as: "agente",
    ok: 201,
    body: { base: () => ({ name: "Familia Pérez" }), fields: { name: text() } },
    note: "a name with emoji, RTL, combining marks or sanitised markup is a name",
  },
  "DELETE /api/favorites/lists/:listId": {
    as: "agente",
    setup: setups.list,
    ok: 204,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request deletes the list (204), the next ones 404",
  },
  "GET /api/favorites/lists/:listId/properties": { as: "agente", setup: setups.list, ok: 200 },
  "POST /api/favorites/lists/:listId/properties": {
    as: "agente",
    setup: setups.list,
    ok: "maybe",
    body: { base: (ids) => ({ propertyId: ids.propertyId }), fields: { propertyId: ref() } },
    note: "the real property is already in the list: a valid request gets 409",
  },
  "DELETE /api/favorites/lists/:listId/properties/:propertyId": {
    as: "agente",
    setup: setups.list,
    ok: 204,
    params: { propertyId: "maybe" },
    body: { ignored: "accept" },
    note: "removing a property that is not in the list is a no-op (204); reads no body",
  },
  "DELETE /api/favorites/items/:favoriteId": {
    as: "agente",
    setup: setups.list,
    ok: 204,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request removes the item (204), the next ones 404",
  },
  "GET /api/favorites/containing/:propertyId": {
    as: "agente",
    setup: setups.list,
    ok: 200,
    params: { propertyId: "maybe" },
    note: "an unknown property is in no list: 200 []",
  },
  "DELETE /api/favorites/containing/:propertyId": {
    as: "agente",
    setup: setups.list,
    ok: 204,
    params: { propertyId: "maybe" },
    body: { ignored: "accept" },
    note: "removing an unknown property from every list is a no-op (204); reads no body",
  },
  "POST /api/listing-imports/rows": {
    as: "agente",
    ok: 200,
    largeBody: true,
    body: { base: () => ({ rows: [{ row: 2, source_id: `bi-${uuid()}`, listing: {} }] }), fields: { rows: arr() } },
    extra: [
      importRow("source_id of 121 characters", { source_id: "x".repeat(121) }),
      importRow("source_id only spaces", { source_id: "   " }),
      importRow("row 0", { row: 0 }),
      importRow("row as text", { row: "2" }),
      importRow("listing as an array", { listing: [] }),
      importRow("photo_urls javascript:", { photo_urls: ["javascript:alert(1)"] }),
      importRow("photo_urls 26 URLs", { photo_urls: Array.from({ length: 26 }, (_, i) => `https://fotos.example.mx/${i}.jpg`) }),
      importRow("photo_urls of 3,000 characters", { photo_urls: [`https://fotos.example.mx/${"x".repeat(3_000)}.jpg`] }),
      importRow("listing with <script> and NUL", { listing: { title: SCRIPT, description: NUL, precio: SQL_DROP } }, "accept"),
      {
        label: "101 rows",
        expect: "reject",
        req: () => ({
          method: "",
          path: "",
          body: { json: { rows: Array.from({ length: 101 }, (_, i) => ({ row: i + 2, source_id: `bi-${i}`, listing: {} })) } },
        }),
      },
    ],
    note: "a row whose listing is wrong is reported in a 200 (outcome failed, nothing written); the body may be up to 4 MiB, so 100,000 characters are a 400, not a 413",
  },
  "POST /api/listing-imports/publish": {
    as: "agente",
    setup: setups.draft,
    ok: 200,
    body: { base: (ids) => ({ ids: [ids.id], confirm: false }), fields: { ids: arr(), confirm: bool() } },
    extra: [
      {
        label: "ids: 501",
        expect: "reject",
        req: () => ({ method: "", path: "", body: { json: { ids: Array.from({ length: 501 }, (_, i) => `x${i}`), confirm: false } } }),
      },
      {
        label: "ids: one of 65 characters",
        expect: "reject",
        req: () => ({ method: "", path: "", body: { json: { ids: ["x".repeat(65)], confirm: false } } }),
      },
      { label: "ids: unknown", expect: "accept", req: () => ({ method: "", path: "", body: { json: { ids: [SQL_OR, SCRIPT], confirm: true } } }) },
    ],
    note: "an incomplete draft or an unknown id is reported in the 200 (held, not_found), never published; confirm true and false are both valid",
  },
  "GET /api/listing-imports/photos": {
    as: "agente",
    setup: setups.draft,
    ok: 200,
    query: {
      base: (ids) => ({ listing_ids: ids.id }),
      fields: { listing_ids: { kind: "ignored", ok: ["numeric", "negative", "decimal", "1e308", "NaN", "Infinity", "true", "null", "[]"] } },
    },
    extra: [
      {
        label: "101 ids",
        expect: "reject",
        req: () => ({ method: "GET", path: `?listing_ids=${Array.from({ length: 101 }, (_, i) => `x${i}`).join(",")}` }),
      },
    ],
    note: "ids name listings: an unknown one is left out of the answer",
  },
  "POST /api/listing-imports/feed": {
    as: "agente",
    ok: 200,
    body: { base: () => ({ url: `${inject("webhookControlUrl")}/feeds/properties.json` }), fields: { url: closed() } },
    extra: [
      { label: "url javascript:", expect: "reject", req: () => ({ method: "", path: "", body: { json: { url: "javascript:alert(1)" } } }) },
      {
        label: "url of 2,001 characters",
        expect: "reject",
        req: () => ({ method: "", path: "", body: { json: { url: `https://feed.example.mx/${"x".repeat(1_980)}` } } }),
      },
    ],
    note: "an EasyBroker feed by URL (the tests' local feed host): an http(s) address of at most 2,000 characters",
  },
  "GET /api/listing-exports": { as: "agente", ok: 200, note: "reads no input: how many of the caller's listings an export holds" },
  "GET /api/listing-exports/listings.csv": { as: "agente", ok: 200, note: "reads no input: the caller's published listings as CSV" },
  "GET /api/listing-exports/listings.json": { as: "agente", ok: 200, note: "reads no input: the caller's published listings as an EasyBroker page" },
  "GET /api/listing-imports/allowance": {
    as: "agente",
    ok: 200,
    note: "reads no input: the caller's own verification and today's photo fetches left",
  },
  "GET /api/listing-imports/mapping": {
    as: "agente",
    ok: 200,
    query: { base: () => ({ source: "csv" }), fields: { source: { kind: "closed" } } },
  },
  "PUT /api/listing-imports/mapping": {
    as: "agente",
    ok: 200,
    body: {
      base: () => ({ source: "csv", mapping: { Precio: "price", Notas: null } }),
      fields: { source: closed(), mapping: obj({ ok: ["empty object"] }) },
    },
    extra: [
      mappingOf("column name with NUL", { [NUL]: "price" }),
      mappingOf("column of 121 characters", { ["x".repeat(121)]: "price" }),
      mappingOf("field with <script>", { Precio: SCRIPT }),
      mappingOf("field as a number", { Precio: 5 }),
      mappingOf("201 columns", Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`Columna ${i}`, "price"]))),
      mappingOf("emoji column", { [EMOJI]: "price" }, "accept"),
    ],
    note: "a column name is the file's own header (free text, sanitised in length and characters); a field is a plain name",
  },
  "GET /api/saved-searches": { as: "agente", setup: setups.savedSearch, ok: 200 },
  "POST /api/saved-searches": {
    as: "agente",
    ok: 201,
    baselineFresh: true,
    body: {
      base: () => ({ name: "Departamentos en renta en Roma Norte", frequency: "diaria", filters: { operation: "renta", tipo: "departamento" } }),
      fields: { name: text(), frequency: closed({ optional: true }), filters: obj({ ok: ["empty object", "object"] }) },
    },
    extra: [
      savedFilters("filters: precio_max not a number", { precio_max: "barato" }),
      savedFilters("filters: precio_max a JSON number", { precio_max: 25000 }),
      savedFilters("filters: minimum over maximum", { precio_min: "30000", precio_max: "10000" }),
      savedFilters("filters: polygon of two points", { poligono: "-99.1,19.4;-99.2,19.5" }),
      savedFilters("filters: unknown operation", { operation: SQL_OR }),
      savedFilters("filters: unknown place name", { location: SCRIPT }),
      savedFilters("filters: location_id ' OR 1=1 --", { location_id: SQL_OR }),
      savedFilters("filters: unknown location_id", { location_id: "loc_no_existe" }),
      savedFilters("filters: a nested object", { tipo: { a: 1 } }),
    ],
    note: "a name is free text (sanitised); an unknown filter is ignored, as the search API ignores it; the same search twice is a 409",
  },
  "PATCH /api/saved-searches/:id": {
    as: "agente",
    setup: setups.savedSearch,
    ok: 200,
    body: {
      base: () => ({ name: "Casas en Coyoacán con jardín" }),
      fields: { name: text({ optional: true }), frequency: closed({ optional: true }) },
    },
    note: "both fields optional, but at least one: {} is a 400",
  },
  "POST /api/saved-searches/:id/seen": {
    as: "agente",
    setup: setups.savedSearch,
    ok: 200,
    body: { ignored: "accept" },
    note: "reads no body: marks the owner's search opened now",
  },
  "DELETE /api/saved-searches/:id": {
    as: "agente",
    setup: setups.savedSearch,
    ok: 204,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request deletes the search (204), the next ones 404",
  },
  "POST /api/boards/migrate": {
    as: "agente",
    setup: setups.list,
    ok: 200,
    body: { base: (ids) => ({ listId: ids.listId }), fields: { listId: ref() } },
  },
  "GET /api/boards/by-list/:listId": { as: "agente", setup: setups.board, ok: 200 },
  "POST /api/boards/:boardId/share": {
    as: "agente",
    setup: setups.board,
    ok: 200,
    body: { ignored: "accept" },
    note: "reads no body: each request makes a new link",
  },
  "DELETE /api/boards/:boardId/share": {
    as: "agente",
    setup: setups.board,
    ok: 204,
    body: { ignored: "accept" },
    note: "reads no body: revoking is idempotent",
  },
  "PATCH /api/boards/:boardId": {
    as: "agente",
    setup: setups.board,
    ok: 200,
    body: { base: () => ({ show_agent_contact: true }), fields: { show_agent_contact: bool() } },
  },
  "DELETE /api/boards/:boardId": {
    as: "agente",
    setup: setups.board,
    ok: 204,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request deletes the board (204), the next ones 404",
  },
  "GET /api/public-boards/:token": { as: "agente", setup: setups.board, ok: 200 },
  "GET /api/cloned-properties/:id": {
    as: "agente",
    setup: setups.board,
    ok: 200,
    query: { fields: { token: { kind: "ignored" } } },
    note: "the board's agent reads the card whatever token comes with it",
  },
  "GET /api/cloned-properties/:id/photos/:file": {
    as: "agente",
    setup: async (a) => ({ ...(await setups.board(a)), file: "nada.webp" }),
    ok: 404,
    note: "no photo is stored under that name here: a valid request gets 404",
  },
  "GET /api/dev/emails": { as: "agente", ok: 404, note: "development only: 404 here for every input" },
  "GET /api/dev/sms": { as: "agente", ok: 404, note: "development only: 404 here for every input" },
  "GET /api/phones": { as: "agente", ok: 200, note: "reads no query: unknown parameters are ignored" },
  "POST /api/phones/code": {
    as: "agente",
    ok: 201,
    body: { base: () => ({ phone: uniquePhone() }), fields: { phone: closed() } },
    note: "the valid request sends an SMS to a fresh number (the local outbox)",
  },
  "POST /api/phones/verify": {
    as: "agente",
    ok: "reject",
    body: { base: () => ({ phone: uniquePhone(), code: "123456" }), fields: { phone: closed(), code: closed() } },
    note: "no code was ever sent to the fresh number: 404",
  },
  "GET /api/operator/queues": { as: "operador", ok: 200 },
  "GET /api/operator/audit-log": { as: "operador", ok: 200, query: { fields: { before: { kind: "closed", ok: ["numeric"] } } } },
  "GET /api/operator/price-flags": { as: "operador", ok: 200, note: "reads no query: unknown parameters are ignored" },
  "GET /api/operator/photo-fingerprints/failures": { as: "operador", ok: 200, query: { fields: { before: { kind: "closed", ok: ["numeric"] } } } },
  "POST /api/operator/photo-fingerprints/failures/:id/retry": {
    as: "operador",
    setup: deskSetups.deadPhoto,
    ok: 200,
    baselineFresh: true,
    body: { ignored: "maybe" },
    note: "reads no body: the first request puts the photo back on the queue (200), the next ones 404",
  },
  "POST /api/operator/price-flags/:id/review": {
    as: "operador",
    setup: deskSetups.priceFlag,
    ok: 200,
    baselineFresh: true,
    body: {
      base: (ids: Ids) => ({ seenPriceM2: Number(ids.priceM2) }),
      fields: { ...deskReason(true), seenPriceM2: { type: "number", kind: "closed" } },
    },
  },
  "GET /api/operator/verifications/:id/proof": {
    as: "operador",
    setup: deskSetups.verification,
    ok: 404,
    note: "this request has no proof file: the stream itself is tested in operator-desk.test.ts",
  },
  "POST /api/operator/verifications/:id/approve": {
    as: "operador",
    setup: deskSetups.verification,
    ok: 200,
    baselineFresh: true,
    body: { base: () => ({}), fields: deskReason(true) },
  },
  "POST /api/operator/verifications/:id/reject": {
    as: "operador",
    setup: deskSetups.verification,
    ok: 200,
    baselineFresh: true,
    body: { base: () => ({ reason: "Documento ilegible" }), fields: deskReason(false) },
  },
  ...Object.fromEntries(
    (["hide", "restore"] as const).map((action) => [
      `POST /api/operator/listings/:id/${action}`,
      {
        as: "operador",
        setup: deskSetups.heldListing,
        ok: 200,
        baselineFresh: true,
        body: {
          base: (ids: Ids) => ({ reason: "Revisado por la tabla de entradas", seenUpdatedAt: Number(ids.version) }),
          fields: { ...deskReason(false), seenUpdatedAt: { type: "number", kind: "closed" } },
        },
      } satisfies RouteSpec,
    ]),
  ),
  "POST /api/operator/users/:id/suspend": {
    as: "operador",
    setup: deskSetups.advertiser,
    ok: 200,
    baselineFresh: true,
    body: { base: () => ({ reason: "Pedía depósitos" }), fields: deskReason(false) },
  },
  "POST /api/operator/users/:id/reactivate": {
    as: "operador",
    setup: deskSetups.suspended,
    ok: 200,
    baselineFresh: true,
    body: { base: () => ({}), fields: deskReason(true) },
  },
};

// ---------------------------------------------------------------------------------------
// Cases

function casesFor(key: string, spec: RouteSpec): Case[] {
  const [method, pattern] = key.split(" ");
  if (method === "ALL") return (spec.extra ?? []).map((c) => ({ ...c }));
  const params = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const isGet = method === "GET";
  const reject = (o: Outcome): Outcome => (o === "reject" && spec.rejectAs ? spec.rejectAs : o);
  const path = (ids: Ids, over: Record<string, string> = {}) => pattern.replace(/:(\w+)/g, (_, n: string) => (n in over ? over[n] : enc(ids[n])));
  const query = (ids: Ids, drop?: string, extra?: string) => {
    const base = new URLSearchParams(spec.query?.base?.(ids) ?? {});
    if (drop) base.delete(drop);
    const parts = [base.toString(), extra].filter(Boolean);
    return parts.length ? `?${parts.join("&")}` : "";
  };
  const schema = spec.body && "fields" in spec.body ? spec.body : null;
  const ignoredBody = spec.body && "ignored" in spec.body ? spec.body : null;
  const baseBody = (ids: Ids): Body | undefined => (isGet ? undefined : schema ? { json: schema.base(ids) } : ignoredBody?.paramBody?.());
  const cases: Case[] = [];

  for (const p of params) {
    for (const j of PARAM_JUNK) {
      cases.push({
        label: `:${p} = ${j.label}`,
        expect: reject(j.shape ? (spec.params?.[p] ?? "reject") : "reject"),
        req: (ids) => ({ method, path: path(ids, { [p]: j.raw }) + query(ids), body: baseBody(ids) }),
      });
    }
  }

  if (isGet) {
    for (const [field, f] of Object.entries(spec.query?.fields ?? {})) {
      for (const j of QUERY_JUNK) {
        cases.push({
          label: `query ${field} = ${j.label}`,
          expect: reject(queryOutcome(f, j)),
          req: (ids) => ({ method, path: path(ids) + query(ids, field, j.repeat ? `${field}=a&${field}=b` : `${field}=${j.raw}`) }),
        });
      }
    }
    for (const n of QUERY_NOISE) {
      cases.push({
        label: `unknown query: ${n.label}`,
        expect: spec.ok === 200 ? "accept" : reject(spec.ok ?? "reject"),
        req: (ids) => ({ method, path: path(ids) + query(ids, undefined, n.raw) }),
      });
    }
  } else {
    if (schema) {
      for (const [field, f] of Object.entries(schema.fields)) {
        for (const j of BODY_JUNK) {
          cases.push({
            label: `${field} = ${j.label}`,
            expect: spec.largeBody && j.cls === "huge" ? "reject" : bodyOutcome(f, j),
            req: (ids) => ({ method, path: path(ids), body: { json: { ...schema.base(ids), [field]: j.value } } }),
          });
        }
        if (field in schema.base({})) {
          cases.push({
            label: `${field} missing`,
            expect: f.optional ? "maybe" : "reject",
            req: (ids) => {
              const { [field]: _, ...rest } = schema.base(ids);
              return { method, path: path(ids), body: { json: rest } };
            },
          });
        }
      }
      cases.push({
        label: "extra unknown field",
        expect: schema.strict ? "reject" : "maybe",
        req: (ids) => ({ method, path: path(ids), body: { json: { ...schema.base(ids), campo_desconocido: SCRIPT } } }),
      });
    }
    const required = schema ? Object.values(schema.fields).some((f) => !f.optional) : false;
    for (const w of WHOLE_BODIES) {
      const expectWhole: Outcome = ignoredBody
        ? ignoredBody.ignored
        : w.kind === "junk"
          ? "reject"
          : w.kind === "empty"
            ? required
              ? "reject"
              : "maybe"
            : required || schema?.strict
              ? "reject"
              : "maybe";
      cases.push({ label: w.label, expect: expectWhole, req: (ids) => ({ method, path: path(ids), body: w.body }) });
    }
    for (const m of MEDIA_TYPES) {
      cases.push({
        label: `content-type ${m.label}`,
        expect: spec.media?.[m.label] ?? 415,
        req: (ids) => ({ method, path: path(ids), body: m.body }),
      });
    }
    cases.push({
      label: "body over 64 KiB",
      expect: spec.oversize ?? (spec.largeBody ? "reject" : 413),
      req: (ids) => ({ method, path: path(ids), body: OVERSIZED }),
    });
  }

  for (const e of spec.extra ?? []) {
    cases.push({
      label: e.label,
      expect: e.expect,
      req: async (ids) => {
        const r = await e.req(ids);
        // Extras give their own method, query ("?…") and body; the path is the route's.
        return { ...r, method: r.method || method, path: path(ids) + r.path };
      },
    });
  }

  if (spec.ok !== undefined) {
    cases.push({
      label: "valid request",
      expect: spec.ok,
      fresh: spec.baselineFresh,
      req: (ids) => ({ method, path: path(ids) + query(ids), body: baseBody(ids) }),
    });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------
// Sending and judging

function send(req: Req, cookie: string | undefined, development = false): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, "cf-connecting-ip": freshIp(), ...req.headers };
  if (cookie) headers.cookie = cookie;
  let body: BodyInit | undefined;
  const b = req.body;
  if (b && "json" in b) {
    body = JSON.stringify(b.json);
    headers["content-type"] = "application/json";
  } else if (b && "raw" in b) {
    body = b.raw;
    headers["content-type"] = b.type;
  } else if (b && "bytes" in b) {
    body = new TextEncoder().encode(b.bytes);
  } else if (b && "form" in b) {
    body = b.form();
  }
  const request = new Request(`${ORIGIN}${req.path}`, { method: req.method, headers, body, redirect: "manual" });
  return development ? fetchInDevelopment(request) : exports.default.fetch(request);
}

// English words a library or framework message would have, and Spanish ones ours have.
const ENGLISH =
  /(?<!\p{L})(invalid|expected|required|must|undefined|null|nan|malformed|request|body|received|string|number|boolean|array|object|too big|too small|characters?|input|unexpected|not found|unauthori[sz]ed|forbidden|bad|internal|server|failed|missing|please|the|is|are|of|to|and|with|should|cannot|unknown|payload|option|value|format|exception)(?!\p{L})/iu;
const SPANISH =
  /[áéíóúñ¿¡]|(?<!\p{L})(el|la|los|las|de|del|es|un|una|en|por|para|tu|tus|que|con|no|se|ya|al|lo|esta|este|debe|puede|hay|falta|escribe|elige|indica|o|y|e|su|sus|más|solo|sube|usa|intenta|envía|completa|vuelve|inicia|necesitas|fotos?)(?!\p{L})/iu;

function notSpanish(message: unknown): string | null {
  if (typeof message !== "string" || !message.trim()) return "empty message";
  const english = message.match(ENGLISH);
  if (english) return `English message («${english[0]}»): ${message}`;
  if (!SPANISH.test(message)) return `message that does not look Spanish: ${message}`;
  return null;
}

function envelopeProblems(res: Response, text: string): string[] {
  if (!res.headers.get("content-type")?.startsWith("application/json")) return [`no es JSON (${res.headers.get("content-type")})`];
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return ["unreadable JSON"];
  }
  const error = body?.error;
  if (!error || typeof error !== "object") return ["no { error } envelope"];
  const problems: string[] = [];
  if (typeof error.code !== "string" || !error.code) problems.push("no error.code");
  const message = notSpanish(error.message);
  if (message) problems.push(message);
  for (const [field, messages] of Object.entries((error.fields ?? {}) as Record<string, unknown>)) {
    for (const m of Array.isArray(messages) ? messages : [messages]) {
      const problem = notSpanish(m);
      if (problem) problems.push(`fields.${field}: ${problem}`);
    }
  }
  return problems;
}

function judge(expect: Outcome, res: Response, text: string): string[] {
  const s = res.status;
  const problems: string[] = [];
  const is2xx = s >= 200 && s < 300;
  const is4xx = s >= 400 && s < 500;
  if (s >= 500) problems.push("5xx");
  else if (typeof expect === "number") {
    if (s !== expect) problems.push(`expected ${expect}`);
  } else if (expect === "reject") {
    if (!is4xx) problems.push("expected a 4xx");
  } else if (expect === "accept") {
    if (!is2xx) problems.push("expected a 2xx");
  } else if (expect === "maybe") {
    if (!is2xx && !is4xx) problems.push("expected a 2xx or a 4xx");
  } else if (expect === "redirect-or-reject") {
    if (s >= 300 && s < 400) {
      const location = res.headers.get("location") ?? "";
      if (!(location.startsWith(`${ORIGIN}/`) || (location.startsWith("/") && !location.startsWith("//"))))
        problems.push(`redirects elsewhere: ${location}`);
    } else if (!is4xx) problems.push("expected a 4xx or a redirect");
  }
  if (s >= 400) problems.push(...envelopeProblems(res, text));
  return problems;
}

let countSql = "";
async function counts(): Promise<Record<string, number>> {
  const rs = await db.execute(countSql);
  return Object.fromEntries(rs.rows.map((r) => [r.t as string, Number(r.n)]));
}
const changed = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(b)
    .filter((t) => a[t] !== b[t])
    .map((t) => `${t} ${a[t]}→${b[t]}`);

// Writes made after the answer (e-mails, the webhook) land before the next case.
async function settle() {
  let last = JSON.stringify(await counts());
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const now = JSON.stringify(await counts());
    if (now === last) return;
    last = now;
  }
}

type Caller = { account: Account | null; cookie?: string; ids: Ids };
async function newCaller(spec: RouteSpec): Promise<Caller> {
  const account =
    spec.as === "agente"
      ? await newAccount("agente", { name: "Agente Entradas" })
      : spec.as === "comprador"
        ? world.buyer
        : spec.as === "demo-agente"
          ? world.agent
          : spec.as === "inmobiliaria"
            ? await newAccount("inmobiliaria", { name: "Inmobiliaria Entradas" })
            : spec.as === "operador"
              ? await newOperator()
              : null;
  const ids = spec.setup ? await spec.setup(account) : {};
  return { account, cookie: account?.cookie, ids };
}

const short = (s: string) => (s.length > 140 ? `${s.slice(0, 110)}…(${s.length} caracteres)` : s);

async function runCase(spec: RouteSpec, c: Case, caller: Caller): Promise<string | null> {
  const req = await c.req(caller.ids);
  const cookie = req.cookie === undefined ? caller.cookie : (req.cookie ?? undefined);
  const before = await counts();
  const res = await send(req, cookie, spec.development);
  const text = await res.text();
  const problems = judge(c.expect, res, text);
  const is2xx = res.status >= 200 && res.status < 300;
  if (is2xx && spec.settle) await settle();
  const after = await counts();
  const written = changed(before, after);
  if (written.length && (!is2xx || c.expect === "reject" || (typeof c.expect === "number" && c.expect >= 400)))
    problems.push(`wrote: ${written.join(", ")}`);
  if (!problems.length) return null;
  return `${c.label} | ${req.method} ${short(req.path)} → ${res.status} ${short(text.replace(/\s+/g, " "))} | ${problems.join("; ")}`;
}

// Every endpoint with its declaration; method and path of each, as the declarations list them.
const ENDPOINTS = endpointsOf(createApi().routes);
const apiRoutes = (): string[] => ENDPOINTS.map((e) => `${e.method} ${e.path}`);

// Where a row's field list and its route's declared schema disagree: "body: +x" names a field
// the schema does not read, "body: -y" one the row never tries.
function fieldDrift(key: string, spec: RouteSpec): string[] {
  const input = ENDPOINTS.find((e) => `${e.method} ${e.path}` === key)?.declaration?.input;
  const names = (schema: Parameters<typeof fieldsOf>[0] | undefined) => (schema ? fieldsOf(schema).map((f) => f.replace(/\?$/, "")) : []);
  const drift = (what: string, listed: string[], declared: string[]) => [
    ...listed.filter((f) => !declared.includes(f)).map((f) => `${key} ${what}: +${f}`),
    ...declared.filter((f) => !listed.includes(f)).map((f) => `${key} ${what}: -${f}`),
  ];
  // A route that declares no schema for a part (better-auth reads its own query) is not compared.
  const body = spec.body && "fields" in spec.body && input?.json ? Object.keys(spec.body.fields) : null;
  const query = spec.query?.fields && input?.query ? Object.keys(spec.query.fields) : null;
  return [...(body ? drift("body", body, names(input?.json)) : []), ...(query ? drift("query", query, names(input?.query)) : [])];
}

// Fields a route's schema reads that its row does not try yet: add each to its row (with its
// kind) and take it off this list. The test fails on a new one, and on one tried since.
const UNTRIED_FIELDS = [
  ...["GET /api/properties", "GET /api/properties/map"].flatMap((route) =>
    ["estacion_min", "linea", "destino", "destino_lat", "destino_lng", "traslado_max"].map((f) => `${route} query: -${f}`),
  ),
  "DELETE /api/my-profile body: -confirm",
];

// ---------------------------------------------------------------------------------------

const tally: Record<string, { cases: number; failures: number }> = {};

beforeAll(async () => {
  db = testDb();
  const tables = (await db.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")).rows.map((r) => r.name as string);
  countSql = tables.map((t) => `SELECT '${t}' AS t, count(*) AS n FROM "${t}"`).join(" UNION ALL ");
  world.published = (await db.execute("SELECT id FROM properties WHERE status = 'publicada' ORDER BY id LIMIT 1")).rows[0].id as string;
  world.colonia = (await db.execute("SELECT id FROM locations WHERE tipo = 'colonia' LIMIT 1")).rows[0].id as string;
  world.buyer = await demo("comprador@hogaria.mx", "no_agente");
  world.agent = await demo("agente@hogaria.mx", "agente");
});

afterAll(() => {
  const rows = Object.entries(tally);
  const total = rows.reduce((n, [, t]) => n + t.cases, 0);
  const failing = rows.reduce((n, [, t]) => n + t.failures, 0);
  console.info(`bad input: ${rows.length} routes, ${total} inputs, ${failing} failing`);
  db?.close();
});

describe("bad input on every route", () => {
  it("the table covers every route of the API, and only those", () => {
    const routes = apiRoutes();
    expect(
      routes.filter((k) => !(k in ROUTES)),
      "routes without a row in ROUTES",
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((k) => !routes.includes(k)),
      "rows of ROUTES that are not routes",
    ).toEqual([]);
  });

  it("each row tries the fields its route's declared schemas read (but the untried ones listed), and no others", () => {
    expect(Object.entries(ROUTES).flatMap(([key, spec]) => fieldDrift(key, spec))).toEqual(UNTRIED_FIELDS);
  });

  for (const [key, spec] of Object.entries(ROUTES)) {
    it(
      key,
      async () => {
        const cases = casesFor(key, spec);
        const budget = spec.budget ?? 90;
        const failures: string[] = [];
        let caller = await newCaller(spec);
        let spent = 0;
        for (const c of cases) {
          const cost = c.label === "valid request" || !key.startsWith("GET") ? 1 : 0;
          // Fresh callers (with their own setup) for the roles a test can make anew.
          const renewable = spec.as === "agente" || spec.as === "inmobiliaria" || spec.as === "operador";
          if ((c.fresh && (renewable || spec.as === "anonimo")) || (renewable && spent + cost > budget)) {
            caller = await newCaller(spec);
            spent = 0;
          }
          spent += cost;
          const failure = await runCase(spec, c, caller);
          if (failure) failures.push(failure);
        }
        tally[key] = { cases: cases.length, failures: failures.length };
        expect(failures, `${failures.length} of ${cases.length} inputs fail on ${key}`).toEqual([]);
      },
      600_000,
    );
  }
});
