import { AGENCY_SIGNUP_LIMITS, AGENCY_SIGNUP_MESSAGES as M, PROOF_FORMATS, type ProofFormat } from "../../../domain/agencies/agency-signup";
import { DomainError } from "../../../domain/errors/domain-error";
import { ascii, sniffImageType } from "../listing-photos/image-type";

// A proof of address is a PDF, JPEG or PNG, told from its first bytes (never from its name
// or the type the browser claims). It is stored privately in R2 under verification/{id}:
// outside /media/ (which serves only photo keys, and refuses this prefix), read only by
// the operators' desk.

export const PROOF_PREFIX = "verification/";
export const proofKey = (requestId: string) => `${PROOF_PREFIX}${requestId}`;

export type CheckedProof = { bytes: Uint8Array<ArrayBuffer>; format: ProofFormat };

export function sniffProof(bytes: Uint8Array): ProofFormat | null {
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  const image = sniffImageType(bytes);
  return image === "jpeg" || image === "png" ? image : null;
}

/** The form's `proof` part: present, at most 10 MB, and really a PDF, JPEG or PNG. */
export async function checkProof(part: File | string | null): Promise<CheckedProof> {
  if (part === null || typeof part === "string" || part.size === 0)
    throw new DomainError("proof_required", M.proofRequired, { proof: [M.proofRequired] });
  if (part.size > AGENCY_SIGNUP_LIMITS.proofMaxBytes) throw new DomainError("proof_too_big", M.proofTooBig, { proof: [M.proofTooBig] });
  const bytes = new Uint8Array(await part.arrayBuffer());
  const format = sniffProof(bytes);
  if (!format) throw new DomainError("proof_type", M.proofType, { proof: [M.proofType] });
  return { bytes, format };
}

export async function storeProof(bucket: R2Bucket, requestId: string, proof: CheckedProof): Promise<string> {
  const key = proofKey(requestId);
  await bucket.put(key, proof.bytes, { httpMetadata: { contentType: PROOF_FORMATS[proof.format].contentType, contentDisposition: "attachment" } });
  return key;
}
