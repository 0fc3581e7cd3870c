import type { Db } from "../../../db/client";
import type { Bindings } from "../../env";

// Called by the fingerprint queue's consumer (worker/services/photo-fingerprints/consume.ts)
// once per listing and batch, after one or more of the listing's photos got their
// fingerprint, or were given up on (a corrupt image, a dead letter: see
// photo_fingerprint_failures), so a check waiting for every photo is never left waiting.
// It runs after the fingerprint rows are written; if it throws, the messages are tried
// again (the writes are idempotent). The listing-integrity checks (the clone rule) run
// here; photosAwaitingFingerprint (photo-fingerprints/pending.ts) tells whether the
// listing still has photos waiting. For now it does nothing.
export async function onPhotoFingerprinted(db: Db, env: Bindings, propertyId: string): Promise<void> {
  void db;
  void env;
  void propertyId;
}
