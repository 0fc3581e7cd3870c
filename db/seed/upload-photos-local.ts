// Puts the seeded photos into the local R2 bucket that `wrangler dev` serves as PHOTOS.
// Miniflare 5 (wrangler 4.155) has no `r2Persist` any more: it keeps every local resource
// under one root, `resourcePersistencePath`, R2 in its `r2/` subfolder, and
// `wrangler dev --persist-to X` passes X/v3 as that root (getDefaultPersistRoot). So the default here, .wrangler/state/v3, is what plain
// `wrangler dev` and `npm start` (--persist-to .wrangler/state) read.
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import type { PhotoObject } from "./photos";

export const PHOTOS_BUCKET = "hogaria-photos";

export async function uploadPhotosLocal(
  photos: readonly PhotoObject[],
  persistDir = ".wrangler/state/v3",
): Promise<{ uploaded: number; skipped: number }> {
  // Miniflare 5 takes a new options shape; the v4 one converts (and keeps this throwaway
  // instance out of the dev registry that a running `wrangler dev` uses).
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default {}",
      r2Buckets: { PHOTOS: PHOTOS_BUCKET },
      resourcePersistencePath: path.resolve(persistDir),
    }),
  );
  try {
    const bucket = await mf.getR2Bucket("PHOTOS");
    let uploaded = 0;
    let skipped = 0;
    // A few at a time: rendering is the slow part and sharp has its own thread pool.
    const queue = [...photos];
    const worker = async () => {
      for (let photo = queue.shift(); photo; photo = queue.shift()) {
        if (await bucket.head(photo.key)) {
          skipped++;
          continue;
        }
        await bucket.put(photo.key, await photo.body(), { httpMetadata: { contentType: photo.contentType } });
        uploaded++;
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    return { uploaded, skipped };
  } finally {
    await mf.dispose();
  }
}
