import type { PhotoFingerprintMessage } from "../../../domain/photo-fingerprints/fingerprint-failures";
import { describeErrorForLog } from "../../logging/log-redaction";

// Asks for a stored photo's fingerprint. Never fails its caller: the photo is stored, and a
// photo whose message was lost is found again by the cron's sweep (sweep.ts).
export async function enqueuePhotoFingerprint(queue: Queue, photo: { id: string; propertyId: string }): Promise<void> {
  const body: PhotoFingerprintMessage = { image_id: photo.id, property_id: photo.propertyId };
  try {
    await queue.send(body, { contentType: "json" });
  } catch (error) {
    console.error("photo_fingerprint_enqueue_failed", { imageId: photo.id, error: describeErrorForLog(error) });
  }
}
