import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { Profile } from "../../../domain/auth/profile";
import { DomainError } from "../../../domain/errors/domain-error";
import { PHONE_MESSAGES } from "../../../domain/phones/phone-messages";
import { PROFILE_MESSAGES, profileSections, type LicenseState, type MyProfile, type ProfileZone } from "../../../domain/profile/my-profile";
import type { z } from "zod";
import type { licenseSchema, myProfileSchema } from "../../../domain/profile/my-profile";
import type { LicenseKind } from "../../../domain/trust/verification";
import { slugify } from "../../../domain/text/slug";
import { allCdmxZones } from "../cdmx-zones";
import { bumpListingsVersion } from "../listings-version";
import { isVerifiedPhone, listVerifiedPhones } from "../phones/verified-phones";

type ProfileInput = z.output<typeof myProfileSchema>;
type LicenseInput = z.output<typeof licenseSchema>;
type ZoneRow = { id: string; name: string; tipo: string };

const toZone = (r: ZoneRow): ProfileZone => ({ id: r.id, name: r.name, kind: r.tipo === "colonia" ? "colonia" : "alcaldia" });
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

// The colonias (and alcaldías) an agent works, alcaldías first, then by name.
export async function agentZones(db: Db, userId: string): Promise<ProfileZone[]> {
  const rows = await db.all<ZoneRow>(sql`
    SELECT l.id, l.nombre_canonico AS name, l.tipo FROM agent_zones z JOIN locations l ON l.id = z.location_id
    WHERE z.user_id = ${userId} ORDER BY l.tipo = 'colonia', l.nombre_canonico`);
  return rows.map(toZone);
}

// The agent's public page slug, made from their name the first time it is needed (the
// profile is read or saved): "Ana López" → "ana-lopez", then "ana-lopez-2"… when taken.
export async function ensureAgentSlug(db: Db, userId: string, name: string): Promise<string> {
  const [row] = await db.all<{ slug: string | null }>(sql`SELECT slug FROM agent_profiles WHERE user_id = ${userId}`);
  if (row?.slug) return row.slug;
  const base = slugify(name).slice(0, 80).replace(/-+$/, "") || "agente";
  const taken = new Set(
    (await db.all<{ slug: string }>(sql`SELECT slug FROM agent_profiles WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`)).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  await db.run(sql`
    INSERT INTO agent_profiles (user_id, slug, updated_at) VALUES (${userId}, ${slug}, ${Date.now()})
    ON CONFLICT (user_id) DO UPDATE SET slug = coalesce(agent_profiles.slug, excluded.slug)`);
  const [saved] = await db.all<{ slug: string }>(sql`SELECT slug FROM agent_profiles WHERE user_id = ${userId}`);
  return saved.slug;
}

type ProfileRow = {
  id: string;
  name: string;
  email: string;
  email_verified: number;
  role: string;
  image: string | null;
  created_at: number;
  phone: string | null;
  whatsapp: string | null;
  bio: string | null;
  slug: string | null;
  license_kind: LicenseKind | null;
  license_number: string | null;
  verified_at: number | null;
  has_password: number;
};

type RequestRow = { license_kind: LicenseKind; license_number: string; status: string; reason: string | null };

// Where the agent's cédula or AMPI number stands: verified (the operator's approval is on
// the profile), else the latest request's state.
function licenseState(row: ProfileRow, latest: RequestRow | undefined): LicenseState {
  if (row.verified_at !== null && row.license_kind && row.license_number)
    return { status: "verificado", kind: row.license_kind, number: row.license_number, verified_at: iso(row.verified_at)! };
  if (!latest) return { status: "ninguna" };
  if (latest.status === "pendiente") return { status: "pendiente", kind: latest.license_kind, number: latest.license_number };
  if (latest.status === "rechazada") return { status: "rechazada", kind: latest.license_kind, number: latest.license_number, reason: latest.reason };
  return { status: "ninguna" };
}

// GET /api/my-profile: the person's own profile. An agent's public page slug is made here
// the first time.
export async function getMyProfile(db: Db, user: Profile): Promise<MyProfile> {
  if (user.role === "agente") await ensureAgentSlug(db, user.id, user.name);
  const [rows, requests, zones, phones] = await Promise.all([
    db.all<ProfileRow>(sql`
      SELECT u.id, u.name, u.email, u.email_verified, u.role, u.image, u.created_at,
        ap.phone, ap.whatsapp, ap.bio, ap.slug, ap.license_kind, ap.license_number, ap.verified_at,
        EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id AND a.password IS NOT NULL) AS has_password
      FROM users u LEFT JOIN agent_profiles ap ON ap.user_id = u.id WHERE u.id = ${user.id}`),
    db.all<RequestRow>(sql`
      SELECT license_kind, license_number, status, reason FROM verification_requests
      WHERE user_id = ${user.id} AND kind = 'agente' ORDER BY created_at DESC LIMIT 1`),
    agentZones(db, user.id),
    listVerifiedPhones(db, user.id),
  ]);
  const row = rows[0];
  if (!row) throw new DomainError("not_found", PROFILE_MESSAGES.agentNotFound);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    email_verified: Boolean(row.email_verified),
    role: user.role,
    avatar: row.image,
    created_at: iso(row.created_at)!,
    phone: row.phone,
    whatsapp: row.whatsapp,
    bio: row.bio,
    slug: user.role === "agente" ? row.slug : null,
    zones,
    license: licenseState(row, requests[0]),
    verified_phones: phones.map((p) => p.phone),
    has_password: Boolean(row.has_password),
  };
}

const invalid = (field: string, message: string) => new DomainError("validation_error", message, { [field]: [message] });

// PUT /api/my-profile. The name for everyone; numbers and bio for advertisers, zones for
// agents (a part the role does not have is refused, not ignored). A number shown must be one
// the account verified by SMS; an empty one is not shown.
export async function updateMyProfile(db: Db, user: Profile, input: ProfileInput): Promise<MyProfile> {
  const sections = profileSections(user.role);
  const advertiserParts = input.phone !== undefined || input.whatsapp !== undefined || input.bio !== undefined;
  if (advertiserParts && !sections.includes("contacto")) throw new DomainError("forbidden", PROFILE_MESSAGES.advertisersOnly);
  if (input.zone_ids !== undefined && !sections.includes("zonas")) throw new DomainError("forbidden", PROFILE_MESSAGES.agentsOnly);
  for (const field of ["phone", "whatsapp"] as const) {
    const number = input[field];
    if (number && !(await isVerifiedPhone(db, user.id, number))) throw invalid(field, PHONE_MESSAGES.contactNotVerified);
  }
  if (input.zone_ids && !(await allCdmxZones(db, input.zone_ids))) throw invalid("zone_ids", PROFILE_MESSAGES.zone);
  const now = Date.now();
  const statements = [db.run(sql`UPDATE users SET name = ${input.name}, updated_at = ${now} WHERE id = ${user.id}`)];
  if (advertiserParts) {
    const value = (v: string | undefined) => (v === undefined ? sql`NULL` : sql`${v || null}`);
    const keep = (column: string, v: string | undefined) => (v === undefined ? sql.raw(`agent_profiles.${column}`) : sql.raw(`excluded.${column}`));
    statements.push(
      db.run(sql`
        INSERT INTO agent_profiles (user_id, phone, whatsapp, bio, updated_at)
        VALUES (${user.id}, ${value(input.phone)}, ${value(input.whatsapp)}, ${value(input.bio)}, ${now})
        ON CONFLICT (user_id) DO UPDATE SET phone = ${keep("phone", input.phone)}, whatsapp = ${keep("whatsapp", input.whatsapp)},
          bio = ${keep("bio", input.bio)}, updated_at = excluded.updated_at`),
    );
  }
  if (input.zone_ids) {
    statements.push(db.run(sql`DELETE FROM agent_zones WHERE user_id = ${user.id}`));
    for (const id of input.zone_ids) statements.push(db.run(sql`INSERT INTO agent_zones (user_id, location_id) VALUES (${user.id}, ${id})`));
  }
  // The listings' cards and pages show the advertiser's name and numbers: cached answers go.
  await db.batch([bumpListingsVersion(db), ...statements]);
  return getMyProfile(db, { ...user, name: input.name });
}

// The photo's URL after a new one is stored (see routes/my-profile.ts for the checks);
// returns the URL it replaced (null when there was none), read in the same transaction.
export async function setAvatar(db: Db, userId: string, url: string): Promise<string | null> {
  const [before] = await db.batch([
    db.all<{ image: string | null }>(sql`SELECT image FROM users WHERE id = ${userId}`),
    db.run(sql`UPDATE users SET image = ${url}, updated_at = ${Date.now()} WHERE id = ${userId}`),
  ]);
  return before[0]?.image ?? null;
}

// POST /api/my-profile/license: an agent's cédula or AMPI number goes to the operator's
// queue (a verification request kind 'agente', pendiente) and onto the profile, unverified
// until an operator approves it. One request waits at a time; a verified agent who sends a
// new number is unverified until it is reviewed.
export async function requestLicense(db: Db, user: Profile, input: LicenseInput): Promise<MyProfile> {
  if (!profileSections(user.role).includes("cedula")) throw new DomainError("forbidden", PROFILE_MESSAGES.agentsOnly);
  const [pending] = await db.all<{ id: string }>(
    sql`SELECT id FROM verification_requests WHERE user_id = ${user.id} AND kind = 'agente' AND status = 'pendiente' LIMIT 1`,
  );
  if (pending) throw new DomainError("duplicate", PROFILE_MESSAGES.licensePending);
  const [current] = await db.all<{ license_kind: string | null; license_number: string | null; verified_at: number | null }>(
    sql`SELECT license_kind, license_number, verified_at FROM agent_profiles WHERE user_id = ${user.id}`,
  );
  if (current?.verified_at != null && current.license_kind === input.kind && current.license_number === input.number)
    throw new DomainError("duplicate", PROFILE_MESSAGES.licenseAlreadyVerified);
  const now = Date.now();
  // The badge on the agent's cards and pages goes with verified_at: cached answers go.
  await db.batch([
    bumpListingsVersion(db),
    db.run(sql`
      INSERT INTO verification_requests (id, kind, user_id, license_kind, license_number, status, created_at)
      VALUES (${crypto.randomUUID()}, 'agente', ${user.id}, ${input.kind}, ${input.number}, 'pendiente', ${now})`),
    db.run(sql`
      INSERT INTO agent_profiles (user_id, license_kind, license_number, verified_at, updated_at)
      VALUES (${user.id}, ${input.kind}, ${input.number}, NULL, ${now})
      ON CONFLICT (user_id) DO UPDATE SET license_kind = excluded.license_kind, license_number = excluded.license_number,
        verified_at = NULL, updated_at = excluded.updated_at`),
  ]);
  return getMyProfile(db, user);
}
