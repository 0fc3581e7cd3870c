import { PHOTO_LIMITS } from "@domain/listings/listing-limits";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import { fitWithin } from "@domain/listings/photo-sizes";
import { decodeFailureMessage, refuseAfterDecode, refuseBeforeDecode } from "./photo-files";

export type PreparedPhoto = { photo: Blob; thumbnail: Blob; medium: Blob; width: number; height: number };

/** A refusal with the message the agent reads. */
export class PhotoRefusal extends Error {}

const QUALITY = 0.82;

/**
 * Decodes the file in the browser (createImageBitmap: HEIC only where the browser can,
 * e.g. Safari), draws it at most PHOTO_LIMITS.maxSide on the long side and exports WebP,
 * which also leaves EXIF (and its GPS position) behind; the thumbnail (thumbSide) and the
 * medium a phone's listing page shows (mediumSide) likewise. Browsers that cannot encode WebP (Safari) export JPEG instead.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const early = refuseBeforeDecode(file);
  if (early) throw new PhotoRefusal(early);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new PhotoRefusal(decodeFailureMessage(file));
  }
  try {
    const small = refuseAfterDecode(bitmap.width, bitmap.height);
    if (small) throw new PhotoRefusal(small);
    const size = fitWithin(bitmap.width, bitmap.height, PHOTO_LIMITS.maxSide);
    const photo = await render(bitmap, size);
    if (photo.size > PHOTO_LIMITS.maxBytes) throw new PhotoRefusal(LISTING_MESSAGES.photoTooBig);
    const thumbnail = await render(bitmap, fitWithin(bitmap.width, bitmap.height, PHOTO_LIMITS.thumbSide));
    const medium = await render(bitmap, fitWithin(bitmap.width, bitmap.height, PHOTO_LIMITS.mediumSide));
    return { photo, thumbnail, medium, ...size };
  } finally {
    bitmap.close();
  }
}

async function render(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoRefusal(LISTING_MESSAGES.photoBroken);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  try {
    const webp = await toBlob(canvas, "image/webp", QUALITY);
    if (webp.type === "image/webp") return webp;
    return await toBlob(canvas, "image/jpeg", 0.85);
  } finally {
    // Frees the canvas memory at once (large canvases add up on phones).
    canvas.width = 0;
    canvas.height = 0;
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoRefusal(LISTING_MESSAGES.photoBroken))), type, quality),
  );
}
