import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { AGENCY_SIGNUP_MESSAGES as M, PROOF_FORMATS, type AgencySignupState } from "../../../domain/agencies/agency-signup";
import type { Profile } from "../../../domain/auth/profile";
import { DomainError } from "../../../domain/errors/domain-error";
import type { VerificationStatus } from "../../../domain/trust/verification";
import { listVerifiedPhones } from "../phones/verified-phones";
import { requireAgencyAccount } from "./create-agency";
import { storeProof, type CheckedProof } from "./proof";

type AgencyRow = { id: string; name: string; slug: string; verified_at: number | null };
type RequestRow = { status: VerificationStatus; reason: string | null; created_at: number };

const latestRequest = (db: Db, agencyId: ReturnType<typeof sql>) =>
  db.all<RequestRow>(sql`
    SELECT status, reason, created_at FROM verification_requests
    WHERE kind = 'inmobiliaria' AND agency_id = ${agencyId} ORDER BY created_at DESC, rowid DESC LIMIT 1`);

/**
 * GET /api/my-agency/signup: the owner's agency (null: "Alta de tu inmobiliaria" is still to
 * do), the state of its latest verification request and the numbers the account verified.
 */
export async function agencySignupState(db: Db, owner: Profile): Promise<AgencySignupState> {
  requireAgencyAccount(owner);
  const agencyId = sql`(SELECT id FROM agencies WHERE owner_id = ${owner.id} ORDER BY created_at LIMIT 1)`;
  const [agencies, requests] = await db.batch([
    db.all<AgencyRow>(sql`SELECT id, name, slug, verified_at FROM agencies WHERE id = ${agencyId}`),
    latestRequest(db, agencyId),
  ]);
  const phones = await listVerifiedPhones(db, owner.id);
  const agency = agencies[0];
  const request = requests[0];
  return {
    agency: agency
      ? {
          id: agency.id,
          name: agency.name,
          slug: agency.slug,
          verified_at: agency.verified_at ? new Date(Number(agency.verified_at)).toISOString() : null,
        }
      : null,
    verification: request ? { status: request.status, reason: request.reason, created_at: new Date(Number(request.created_at)).toISOString() } : null,
    verified_phones: phones.map((p) => p.phone),
  };
}

/**
 * POST /api/my-agency/verification: a new request (RFC and proof) for an agency whose last
 * one was rejected. One waiting at a time (checked inside the INSERT), none once verified.
 */
export async function resubmitVerification(db: Db, bucket: R2Bucket, owner: Profile, rfc: string, proof: CheckedProof): Promise<AgencySignupState> {
  const state = await agencySignupState(db, owner);
  if (!state.agency) throw new DomainError("no_agency", M.noAgency);
  if (state.agency.verified_at) throw new DomainError("verification_pending", M.verificationApproved);
  if (state.verification?.status === "pendiente") throw new DomainError("verification_pending", M.verificationPending);
  const requestId = crypto.randomUUID();
  const key = await storeProof(bucket, requestId, proof);
  const now = Date.now();
  const agencyId = state.agency.id;
  try {
    const [inserted] = await db.batch([
      db.run(sql`
        INSERT INTO verification_requests (id, kind, user_id, agency_id, rfc, proof_key, proof_content_type, status, created_at)
        SELECT ${requestId}, 'inmobiliaria', ${owner.id}, ${agencyId}, ${rfc}, ${key}, ${PROOF_FORMATS[proof.format].contentType}, 'pendiente', ${now}
        WHERE NOT EXISTS (SELECT 1 FROM verification_requests WHERE agency_id = ${agencyId} AND status = 'pendiente')
          AND (SELECT verified_at FROM agencies WHERE id = ${agencyId}) IS NULL`),
      db.run(
        sql`UPDATE agencies SET rfc = ${rfc}, updated_at = ${now} WHERE id = ${agencyId} AND EXISTS (SELECT 1 FROM verification_requests WHERE id = ${requestId})`,
      ),
    ]);
    if (inserted.rowsAffected === 0) throw new DomainError("verification_pending", M.verificationPending);
  } catch (error) {
    await bucket.delete(key).catch(() => undefined);
    throw error;
  }
  return agencySignupState(db, owner);
}
