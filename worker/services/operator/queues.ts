import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { OPERATOR_QUEUE_LIMIT } from "../../../domain/trust/operator-desk";
import type { LicenseKind, VerificationKind } from "../../../domain/trust/verification";
import type { ListingEvidence, OperatorQueues } from "../../../domain/trust/operator-desk-types";
import { advertiserHistories, listingEvidence } from "./evidence";
import { PHOTO_CHECK_GRACE_MS } from "../../../domain/photo-fingerprints/clone-rule";

// The three queues of the desk, each item with its evidence.
export async function operatorQueues(db: DbOrTx, now = new Date()): Promise<OperatorQueues> {
  const [requests, reported, held] = await Promise.all([
    db.all<{
      id: string;
      kind: VerificationKind;
      user_id: string;
      created_at: number;
      rfc: string | null;
      license_kind: LicenseKind | null;
      license_number: string | null;
      proof_key: string | null;
      proof_content_type: string | null;
      agency_id: string | null;
      agency_name: string | null;
      agency_slug: string | null;
      agency_phone: string | null;
    }>(sql`
      SELECT v.id, v.kind, v.user_id, v.created_at, v.rfc, v.license_kind, v.license_number, v.proof_key, v.proof_content_type,
             a.id AS agency_id, a.name AS agency_name, a.slug AS agency_slug, a.phone AS agency_phone
      FROM verification_requests v LEFT JOIN agencies a ON a.id = v.agency_id
      WHERE v.status = 'pendiente' ORDER BY v.created_at LIMIT ${OPERATOR_QUEUE_LIMIT}`),
    db.all<{ property_id: string }>(sql`
      SELECT property_id FROM listing_reports WHERE outcome_sent_at IS NULL
      GROUP BY property_id ORDER BY count(*) DESC, max(created_at) DESC LIMIT ${OPERATOR_QUEUE_LIMIT}`),
    // A listing waiting for its photos' fingerprints is no one's to review unless the wait
    // outlasts the grace (the pipeline is behind, or failed on one of its photos).
    db.all<{ property_id: string }>(sql`
      SELECT property_id FROM listing_holds
      WHERE resolved_at IS NULL AND (reason <> 'fotos_por_verificar' OR created_at <= ${now.getTime() - PHOTO_CHECK_GRACE_MS})
      ORDER BY created_at LIMIT ${OPERATOR_QUEUE_LIMIT}`),
  ]);
  const ids = [...new Set([...reported, ...held].map((r) => r.property_id))];
  const [evidence, histories] = await Promise.all([listingEvidence(db, ids), advertiserHistories(db, [...new Set(requests.map((r) => r.user_id))])]);
  const byId = new Map(evidence.map((e) => [e.id, e]));
  const pick = (rows: { property_id: string }[]) => rows.map((r) => byId.get(r.property_id)).filter((e): e is ListingEvidence => !!e);
  return {
    verifications: requests.map((r) => ({
      id: r.id,
      kind: r.kind,
      createdAt: r.created_at,
      rfc: r.rfc,
      licenseKind: r.license_kind,
      licenseNumber: r.license_number,
      hasProof: !!r.proof_key,
      proofContentType: r.proof_content_type,
      agency: r.agency_id ? { id: r.agency_id, name: r.agency_name!, slug: r.agency_slug!, phone: r.agency_phone } : null,
      advertiser: histories.get(r.user_id)!,
    })),
    reports: pick(reported),
    holds: pick(held),
  };
}
