import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AGENCY_MESSAGES, type AgencyProfile } from "../../domain/agencies/agency-profile";
import { DomainError } from "../../domain/errors/domain-error";
import { agencyZonesQuery } from "./agency-page";
import { allCdmxZones } from "./cdmx-zones";

type ProfileInput = { description: string; zone_ids: string[] };
type OwnedAgency = { id: string; name: string; slug: string; logo_url: string | null; description: string | null };

const notFound = () => new DomainError("not_found", AGENCY_MESSAGES.notFound);

// The agency the user owns (role inmobiliaria); anyone else has none: a 404, as for an
// agency that does not exist.
export async function requireOwnedAgency(db: Db, userId: string): Promise<OwnedAgency> {
  const [agency] = await db.all<OwnedAgency>(
    sql`SELECT id, name, slug, logo_url, description FROM agencies WHERE owner_id = ${userId} ORDER BY created_at LIMIT 1`,
  );
  if (!agency) throw notFound();
  return agency;
}

// GET /api/my-agency: the owner's agency with its zones, in one round trip.
export async function getAgencyProfile(db: Db, userId: string): Promise<AgencyProfile> {
  const owned = sql`(SELECT id FROM agencies WHERE owner_id = ${userId} ORDER BY created_at LIMIT 1)`;
  const [rows, zones] = await db.batch([
    db.all<OwnedAgency>(sql`SELECT id, name, slug, logo_url, description FROM agencies WHERE id = ${owned}`),
    agencyZonesQuery(db, owned),
  ]);
  if (!rows[0]) throw notFound();
  return { ...rows[0], zones: zones.map((z) => ({ id: z.id, name: z.name, kind: z.tipo === "colonia" ? "colonia" : "alcaldia" })) };
}

// PUT /api/my-agency: the description and the zones, replaced together in one transaction.
// A zone must be an alcaldía of Mexico City or one of its colonias.
export async function updateAgencyProfile(db: Db, userId: string, input: ProfileInput): Promise<AgencyProfile> {
  const agency = await requireOwnedAgency(db, userId);
  await checkAgencyZones(db, input.zone_ids);
  await db.batch([
    db.run(sql`UPDATE agencies SET description = ${input.description || null}, updated_at = ${Date.now()} WHERE id = ${agency.id}`),
    db.run(sql`DELETE FROM agency_zones WHERE agency_id = ${agency.id}`),
    ...input.zone_ids.map((id) => db.run(sql`INSERT INTO agency_zones (agency_id, location_id) VALUES (${agency.id}, ${id})`)),
  ]);
  return getAgencyProfile(db, userId);
}

// Each zone must be an alcaldía of Mexico City or one of its colonias (one count query).
export async function checkAgencyZones(db: Db, zoneIds: string[]): Promise<void> {
  if (!(await allCdmxZones(db, zoneIds))) throw new DomainError("validation_error", AGENCY_MESSAGES.zone, { zone_ids: [AGENCY_MESSAGES.zone] });
}

// The logo's URL after a new one is stored (see routes/my-agency.ts for the checks);
// returns the URL it replaced (null when there was none), read in the same transaction.
export async function setAgencyLogo(db: Db, agencyId: string, url: string): Promise<string | null> {
  const [before] = await db.batch([
    db.all<{ logo_url: string | null }>(sql`SELECT logo_url FROM agencies WHERE id = ${agencyId}`),
    db.run(sql`UPDATE agencies SET logo_url = ${url}, updated_at = ${Date.now()} WHERE id = ${agencyId}`),
  ]);
  return before[0]?.logo_url ?? null;
}
