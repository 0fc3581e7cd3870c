import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { AGENCY_SIGNUP_MESSAGES as M, AGENCY_SIGNUP_LIMITS } from "../../domain/agencies/agency-signup";
import { AGENCY_TEAM_MESSAGES } from "../../domain/agencies/agency-team-messages";
import { PHONE_MESSAGES } from "../../domain/phones/phone-messages";
import { RFC_MESSAGES } from "../../domain/trust/rfc";
import { jpegBytes, pngBytes } from "../fixtures/listing-photo-bytes";
import { type Account, call, freshIp, newAccount, ORIGIN, rows, uniqueEmail } from "./helpers";
import { aColonia, type Colonia } from "./listing-fixtures";

// "Alta de tu inmobiliaria" through the API: an inmobiliaria account creates its agency
// (name, slug, logo, description, zones, contact phone) with a verification request (RFC,
// proof of address stored privately in R2), checks slugs as it types, and then has a team,
// a public page and reports like the demo agencies. Every refusal answers in Spanish and
// leaves nothing behind: no agency, no request, no file.

const json = async (res: Response) => (await res.json()) as any;
const one = async (sql: string, args: (string | number | null)[] = []) => (await rows<Record<string, any>>(sql, args))[0];
const count = async (sql: string, args: (string | number | null)[] = []) => Number((await one(sql, args)).n);

const RFC = "WMT970714R10"; // a real persona moral's RFC (its check digit is right)
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const pdfFile = (bytes: Uint8Array = PDF, name = "comprobante.pdf", type = "application/pdf") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

let colonia: Colonia;
let alcaldiaId: string;

type Fields = Partial<Record<"name" | "slug" | "description" | "phone" | "rfc", string>> & { zone_ids?: string[]; logo?: File; proof?: File | null };

function signupForm(fields: Fields = {}): FormData {
  const slug = fields.slug ?? `alta-${crypto.randomUUID().slice(0, 8)}`;
  const form = new FormData();
  form.set("name", fields.name ?? "Casas del Valle, S.A. de C.V.");
  form.set("slug", slug);
  form.set("description", fields.description ?? "Rentas y ventas en la Del Valle desde 2009.");
  for (const id of fields.zone_ids ?? [alcaldiaId, colonia.id]) form.append("zone_ids", id);
  form.set("phone", fields.phone ?? "");
  form.set("rfc", fields.rfc ?? RFC);
  if (fields.logo) form.set("logo", fields.logo);
  if (fields.proof !== null) form.set("proof", fields.proof ?? pdfFile());
  return form;
}

const post = (path: string, cookie: string, body: FormData | Blob, headers: Record<string, string> = {}) =>
  exports.default.fetch(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN, "cf-connecting-ip": freshIp(), cookie, ...headers }, body });
const create = (owner: Account, fields: Fields = {}) => post("/api/my-agency", owner.cookie, signupForm(fields));

const agenciesOf = (owner: Account) => count("SELECT count(*) AS n FROM agencies WHERE owner_id = ?", [owner.id]);
const requestsOf = (owner: Account) => count("SELECT count(*) AS n FROM verification_requests WHERE user_id = ?", [owner.id]);
const proofsStored = async () => (await env.PHOTOS.list({ prefix: "verification/" })).objects.length;

beforeAll(async () => {
  colonia = await aColonia();
  alcaldiaId = colonia.municipioId;
});

describe("creating an agency", () => {
  let owner: Account;
  let slug: string;

  beforeAll(async () => {
    owner = await newAccount("inmobiliaria", { name: "Dueña Nueva", phone: false });
  });

  it("before, the account has no agency: the state says so and the team is the no-agency 403", async () => {
    const state = await json(await call("/api/my-agency/signup", { cookie: owner.cookie }));
    expect(state.data).toEqual({ agency: null, verification: null, verified_phones: [] });
    const team = await call("/api/agency/team", { cookie: owner.cookie });
    expect(team.status).toBe(403);
    expect((await json(team)).error).toMatchObject({ code: "no_agency", message: AGENCY_TEAM_MESSAGES.noAgency });
  });

  it("checks a slug as it is typed: free, taken, or of the wrong shape", async () => {
    slug = `casas-del-valle-${crypto.randomUUID().slice(0, 6)}`;
    expect((await json(await call(`/api/my-agency/slug?slug=${slug}`, { cookie: owner.cookie }))).data).toEqual({ slug, available: true });
    const [demo] = await rows<{ slug: string }>("SELECT slug FROM agencies LIMIT 1");
    expect((await json(await call(`/api/my-agency/slug?slug=${demo!.slug}`, { cookie: owner.cookie }))).data.available).toBe(false);
    const bad = await call("/api/my-agency/slug?slug=Casas%20Del%20Valle", { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toBe(M.slug);
  });

  it("creates the agency with its logo and zones, without a phone, and a pending verification request with the proof kept privately", async () => {
    const logo = new File([(await pngBytes(160, 160)) as Uint8Array<ArrayBuffer>], "logo.png", { type: "image/png" });
    const res = await create(owner, { slug, logo, name: "Casas del Valle <b>S.A.</b>" });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.data).toMatchObject({
      slug,
      agency: { slug, name: "Casas del Valle S.A.", verified_at: null },
      verification: { status: "pendiente", reason: null },
    });

    const agency = await one("SELECT id, name, phone, rfc, logo_url, verified_at FROM agencies WHERE owner_id = ?", [owner.id]);
    expect(agency).toMatchObject({ name: "Casas del Valle S.A.", phone: null, rfc: RFC, verified_at: null });
    expect(agency!.logo_url).toMatch(/^\/media\/agencies\/.+\.png$/);
    expect((await call(agency!.logo_url)).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM agency_zones WHERE agency_id = ?", [agency!.id])).toBe(2);

    const request = await one("SELECT id, kind, status, rfc, proof_key, proof_content_type, agency_id FROM verification_requests WHERE user_id = ?", [
      owner.id,
    ]);
    expect(request).toMatchObject({
      kind: "inmobiliaria",
      status: "pendiente",
      rfc: RFC,
      proof_content_type: "application/pdf",
      agency_id: agency!.id,
    });
    expect(request!.proof_key).toBe(`verification/${request!.id}`);
    const stored = await env.PHOTOS.get(request!.proof_key);
    expect(stored).not.toBeNull();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PDF);
    // Never served publicly, whatever the path looks like.
    expect((await call(`/media/${request!.proof_key}`)).status).toBe(404);
    expect((await call(`/media/${request!.proof_key}.png`)).status).toBe(404);
  });

  it("afterwards the agency has its page, its reports, its profile and a team it can invite to; an invited agent joins", async () => {
    const page = await call(`/api/agencies/${slug}`);
    expect(page.status).toBe(200);
    expect((await json(page)).data).toMatchObject({ slug, name: "Casas del Valle S.A." });
    expect((await call(`/inmobiliaria/${slug}`)).status).toBe(200);
    expect((await call(`/api/agencies/${slug}/report`, { cookie: owner.cookie })).status).toBe(200);
    expect((await json(await call("/api/my-agency", { cookie: owner.cookie }))).data.zones).toHaveLength(2);
    expect((await call("/api/agency/team", { cookie: owner.cookie })).status).toBe(200);

    const email = uniqueEmail("agente-nueva");
    expect((await call("/api/agency/invitations", { cookie: owner.cookie, body: { email } })).status).toBe(201);
    const mail = await one(`SELECT text FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC LIMIT 1`, [email]);
    const token = new URL((mail!.text as string).match(/https?:\/\/\S+\/invitacion\?token=\S+/)![0]).searchParams.get("token")!;
    const joined = await call(`/api/agency-invitations/${encodeURIComponent(token)}/register`, {
      body: { name: "Agente Nueva", password: "Segura2026" },
    });
    expect(joined.status).toBe(201);
    const team = await json(await call("/api/agency/team", { cookie: owner.cookie }));
    expect(team.data.members.map((m: { email: string }) => m.email)).toContain(email);
  });

  it("an account that already has an agency is told so and nothing changes", async () => {
    const before = await proofsStored();
    const res = await create(owner);
    expect(res.status).toBe(409);
    expect((await json(res)).error).toMatchObject({ code: "agency_exists", message: M.alreadyHasAgency });
    expect(await agenciesOf(owner)).toBe(1);
    expect(await requestsOf(owner)).toBe(1);
    expect(await proofsStored()).toBe(before);
  });

  it("a rejected verification shows its reason and can be sent again, once at a time", async () => {
    const pending = await post("/api/my-agency/verification", owner.cookie, signupForm());
    expect(pending.status).toBe(409);
    expect((await json(pending)).error.message).toBe(M.verificationPending);

    await rows("UPDATE verification_requests SET status = 'rechazada', reason = 'El comprobante no es legible.' WHERE user_id = ?", [owner.id]);
    const state = await json(await call("/api/my-agency/signup", { cookie: owner.cookie }));
    expect(state.data.verification).toMatchObject({ status: "rechazada", reason: "El comprobante no es legible." });

    const form = new FormData();
    form.set("rfc", "CEM880726UZA");
    form.set("proof", new File([jpegBytes(800, 600) as Uint8Array<ArrayBuffer>], "recibo.jpg", { type: "image/jpeg" }));
    const again = await post("/api/my-agency/verification", owner.cookie, form);
    expect(again.status).toBe(201);
    expect((await json(again)).data.verification).toMatchObject({ status: "pendiente", reason: null });
    expect(await requestsOf(owner)).toBe(2);
    expect((await one("SELECT rfc FROM agencies WHERE owner_id = ?", [owner.id]))!.rfc).toBe("CEM880726UZA");
    const latest = await one("SELECT proof_content_type FROM verification_requests WHERE user_id = ? AND status = 'pendiente'", [owner.id]);
    expect(latest!.proof_content_type).toBe("image/jpeg");
  });

  it("when its owner deletes the account, the proofs of address and the logo leave the bucket with it", async () => {
    const proofs = (await rows<{ proof_key: string }>("SELECT proof_key FROM verification_requests WHERE user_id = ?", [owner.id])).map(
      (r) => r.proof_key,
    );
    const logo = (await one("SELECT logo_url FROM agencies WHERE owner_id = ?", [owner.id]))!.logo_url as string;
    expect(proofs).toHaveLength(2);
    for (const key of proofs) expect(await env.PHOTOS.head(key)).not.toBeNull();

    const res = await call("/api/my-profile", { method: "DELETE", body: { password: "Segura2026" }, cookie: owner.cookie });
    expect(res.status).toBe(204);
    // The files are deleted once the rows are gone, after the answer (waitUntil).
    for (const key of [...proofs, logo.replace(/^\/media\//, "")]) await expect.poll(async () => await env.PHOTOS.head(key)).toBeNull();
    expect(await agenciesOf(owner)).toBe(0);
  });
});

describe("the contact phone", () => {
  it("must be one the owner verified; a verified one is the agency's phone", async () => {
    const owner = await newAccount("inmobiliaria", { phone: false });
    const refused = await create(owner, { phone: "55 1234 5678" });
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toMatchObject({ code: "phone_not_verified", message: PHONE_MESSAGES.contactNotVerified });
    expect(await agenciesOf(owner)).toBe(0);

    await rows("INSERT INTO verified_phones (user_id, phone, verified_at) VALUES (?, '5512345678', ?)", [owner.id, Date.now()]);
    expect((await json(await call("/api/my-agency/signup", { cookie: owner.cookie }))).data.verified_phones).toEqual(["5512345678"]);
    const res = await create(owner, { phone: "55 1234 5678" });
    expect(res.status).toBe(201);
    expect((await one("SELECT phone FROM agencies WHERE owner_id = ?", [owner.id]))!.phone).toBe("5512345678");
  });
});

describe("refusals change nothing", () => {
  let owner: Account;
  beforeAll(async () => {
    owner = await newAccount("inmobiliaria");
  });

  const refusedWith = async (res: Response, status: number, code: string, message: string) => {
    expect(res.status).toBe(status);
    expect((await json(res)).error).toMatchObject({ code, message });
    expect(await agenciesOf(owner)).toBe(0);
    expect(await requestsOf(owner)).toBe(0);
  };

  it("a slug another agency has", async () => {
    const [demo] = await rows<{ slug: string }>("SELECT slug FROM agencies LIMIT 1");
    await refusedWith(await create(owner, { slug: demo!.slug }), 409, "slug_taken", M.slugTaken);
  });

  it("an RFC with a wrong check digit, and a persona física's", async () => {
    await refusedWith(await create(owner, { rfc: "WMT970714R11" }), 400, "validation_error", RFC_MESSAGES.checkDigit);
    await refusedWith(await create(owner, { rfc: "GODE561231GR8" }), 400, "validation_error", RFC_MESSAGES.personaFisica);
  });

  it("a proof that is not a PDF, whatever its name and type say; a missing one", async () => {
    const fake = pdfFile(new TextEncoder().encode("<html>no soy un PDF</html>"));
    await refusedWith(await create(owner, { proof: fake }), 415, "proof_type", M.proofType);
    await refusedWith(await create(owner, { proof: null }), 400, "proof_required", M.proofRequired);
  });

  it("a proof over 10 MB, and a 50 MB body refused on its length", async () => {
    const big = pdfFile(new Uint8Array(AGENCY_SIGNUP_LIMITS.proofMaxBytes + 1).fill(0x25));
    await refusedWith(await create(owner, { proof: big }), 413, "proof_too_big", M.proofTooBig);
    const huge = pdfFile(new Uint8Array(50 * 1024 * 1024));
    await refusedWith(await create(owner, { proof: huge }), 413, "proof_too_big", M.proofTooBig);
  });

  it("an unconfirmed e-mail, and accounts that are not an inmobiliaria", async () => {
    const unconfirmed = await newAccount("inmobiliaria", { verified: false });
    const res = await create(unconfirmed);
    expect(res.status).toBe(403);
    expect((await json(res)).error.code).toBe("email_not_verified");
    for (const role of ["agente", "no_agente"] as const) {
      const person = await newAccount(role);
      const refused = await create(person);
      expect(refused.status).toBe(403);
      expect((await json(refused)).error).toMatchObject({ code: "forbidden", message: M.notAgencyAccount });
      expect((await call("/api/my-agency/slug?slug=casas", { cookie: person.cookie })).status).toBe(403);
      expect(await agenciesOf(person)).toBe(0);
    }
  });

  it("two creations with the same slug at once: one agency, one request, and the loser's files are gone", async () => {
    const rival = await newAccount("inmobiliaria");
    const slug = `carrera-${crypto.randomUUID().slice(0, 8)}`;
    const before = await proofsStored();
    const answers = await Promise.all([create(owner, { slug }), create(rival, { slug })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect((await json(loser)).error).toMatchObject({ code: "slug_taken", message: M.slugTaken });
    expect(await count("SELECT count(*) AS n FROM agencies WHERE slug = ?", [slug])).toBe(1);
    expect(await count("SELECT count(*) AS n FROM verification_requests WHERE agency_id = (SELECT id FROM agencies WHERE slug = ?)", [slug])).toBe(1);
    expect(await proofsStored()).toBe(before + 1);
  });
});
