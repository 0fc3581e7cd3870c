import * as z from "zod";
import { recordIdSchema } from "../ids";

// The fingerprint queue's message: one stored listing photo to hash. The consumer reads
// everything else (the thumbnail's key, the listing) from the database, so a message
// delivered late, twice or after the photo was deleted does no harm.
export const photoFingerprintMessageSchema = z.object({ image_id: recordIdSchema, property_id: recordIdSchema });
export type PhotoFingerprintMessage = z.infer<typeof photoFingerprintMessageSchema>;

/** Why a photo has no fingerprint: the image cannot be read, its file is gone, or it kept failing. */
export const FINGERPRINT_FAILURE_REASONS = ["imagen_danada", "sin_archivo", "fallo_repetido"] as const;
export type FingerprintFailureReason = (typeof FINGERPRINT_FAILURE_REASONS)[number];

/** What the operator's desk shows for each reason. */
export const FINGERPRINT_FAILURE_LABELS: Record<FingerprintFailureReason, string> = {
  imagen_danada: "La imagen está dañada o incompleta: no se pudo leer.",
  sin_archivo: "El archivo de la foto no está en el almacenamiento.",
  fallo_repetido: "Falló en cada intento de procesarla.",
};

/** A detail is cut to this many characters before it is stored. */
export const FINGERPRINT_FAILURE_DETAIL_MAX = 200;
/** Dead letters a page of the desk's list (newest first). */
export const FINGERPRINT_FAILURES_PAGE = 50;

/** A photo given up on, as the operator's desk lists it (GET /api/operator/photo-fingerprints/failures). */
export type PhotoFingerprintFailureItem = {
  image_id: string;
  property_id: string;
  listing_title: string;
  thumbnail_url: string | null;
  reason: FingerprintFailureReason;
  reason_label: string;
  detail: string | null;
  attempts: number;
  failed_at: string;
};
/** `next_before`: the `before` that asks for the next page (null on the last one). */
export type PhotoFingerprintFailurePage = { items: PhotoFingerprintFailureItem[]; next_before: number | null };

const CURSOR_INVALID = "La fecha desde la que leer las fotos sin huella no es válida.";
/** `?before=` (milliseconds since 1970, from `next_before`) pages back through the list. */
export const fingerprintFailuresQuerySchema = z.object({
  before: z.coerce.number({ error: CURSOR_INVALID }).int(CURSOR_INVALID).positive(CURSOR_INVALID).optional(),
});
