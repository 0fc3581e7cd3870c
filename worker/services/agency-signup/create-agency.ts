import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { AGENCY_SIGNUP_MESSAGES as M, PROOF_FORMATS, type AgencySignupFields } from "../../../domain/agencies/agency-signup";
import type { Profile } from "../../../domain/auth/profile";
import { DomainError } from "../../../domain/errors/domain-error";
import { checkAgencyZones } from "../agency-profile";
import { storeAgencyLogo } from "../agency-logo";
import type { CheckedImage } from "../listing-photos/upload-form";
import { requireOwnVerifiedPhone } from "../phones/contact-phone";
import { storeProof, type CheckedProof } from "./proof";

const slugTaken = () => new DomainError("slug_taken", M.slugTaken, { slug: [M.slugTaken] });
const agencyExists = () => new DomainError("agency_exists", M.alreadyHasAgency);

/** Only an inmobiliaria account creates an agency, and only one. */
export function requireAgencyAccount(owner: Pick<Profile, "role">): void {
  if (owner.role !== "inmobiliaria") throw new DomainError("forbidden", M.notAgencyAccount);
}

export async function isSlugFree(db: Db, slug: string): Promise<boolean> {
  const rows = await db.all<{ one: number }>(sql`SELECT 1 AS one FROM agencies WHERE slug = ${slug} LIMIT 1`);
  return rows.length === 0;
}

async function ownsAgency(db: Db, userId: string): Promise<boolean> {
  const rows = await db.all<{ one: number }>(sql`SELECT 1 AS one FROM agencies WHERE owner_id = ${userId} LIMIT 1`);
  return rows.length > 0;
}

const isUniqueSlugViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (/UNIQUE constraint failed: agencies\.slug/i.test(String((e as Error).message ?? e))) return true;
  }
  return false;
};

type Files = { logo: CheckedImage | null; proof: CheckedProof };

/**
 * "Alta de tu inmobiliaria": the agency, its zones and its verification request (status
 * pendiente, the proof stored privately under verification/{requestId}) in one
 * transaction. The insert itself refuses a taken slug and an owner who already has an
 * agency (two creations at once: one wins, the other is told why and leaves nothing
 * behind, its files included). The contact phone must be one the owner verified; without
 * one the agency has none yet.
 */
export async function createAgency(
  db: Db,
  bucket: R2Bucket,
  owner: Profile,
  fields: AgencySignupFields,
  files: Files,
): Promise<{ id: string; slug: string }> {
  requireAgencyAccount(owner);
  if (await ownsAgency(db, owner.id)) throw agencyExists();
  if (!(await isSlugFree(db, fields.slug))) throw slugTaken();
  if (fields.phone) await requireOwnVerifiedPhone(db, owner.id, fields.phone);
  await checkAgencyZones(db, fields.zone_ids);

  const agencyId = crypto.randomUUID();
  const requestId = crypto.randomUUID();
  const stored: string[] = [];
  const removeStored = () => Promise.all(stored.map((key) => bucket.delete(key).catch(() => undefined)));
  try {
    const logo = files.logo ? await storeAgencyLogo(bucket, agencyId, files.logo) : null;
    if (logo) stored.push(logo.key);
    stored.push(await storeProof(bucket, requestId, files.proof));
    const now = Date.now();
    const exists = sql`EXISTS (SELECT 1 FROM agencies WHERE id = ${agencyId})`;
    const [inserted] = await db.batch([
      db.run(sql`
        INSERT INTO agencies (id, owner_id, name, slug, phone, logo_url, description, rfc, created_at, updated_at)
        SELECT ${agencyId}, ${owner.id}, ${fields.name}, ${fields.slug}, ${fields.phone || null}, ${logo?.url ?? null}, ${fields.description || null},
          ${fields.rfc}, ${now}, ${now}
        WHERE NOT EXISTS (SELECT 1 FROM agencies WHERE owner_id = ${owner.id} OR slug = ${fields.slug})`),
      ...fields.zone_ids.map((id) => db.run(sql`INSERT INTO agency_zones (agency_id, location_id) SELECT ${agencyId}, ${id} WHERE ${exists}`)),
      db.run(sql`
        INSERT INTO verification_requests (id, kind, user_id, agency_id, rfc, proof_key, proof_content_type, status, created_at)
        SELECT ${requestId}, 'inmobiliaria', ${owner.id}, ${agencyId}, ${fields.rfc}, ${stored.at(-1)!}, ${PROOF_FORMATS[files.proof.format].contentType},
          'pendiente', ${now}
        WHERE ${exists}`),
    ]);
    if (inserted.rowsAffected === 0) throw (await ownsAgency(db, owner.id)) ? agencyExists() : slugTaken();
  } catch (error) {
    await removeStored();
    throw isUniqueSlugViolation(error) ? slugTaken() : error;
  }
  return { id: agencyId, slug: fields.slug };
}
