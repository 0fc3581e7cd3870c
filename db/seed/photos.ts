// Renders the photo pool to WebP with sharp: 1200×800 and a 480×320 thumbnail each.
import sharp from "sharp";
import { THUMB_SIZE, WEBP_EFFORT, WEBP_QUALITY, type PhotoSpec } from "./photo-catalog";

/** An object to store: its body is rendered only when asked for (so present ones are skipped). */
export type PhotoObject = { key: string; contentType: string; body: () => Promise<Uint8Array> };

// Rasterised once, encoded twice.
async function render(spec: PhotoSpec): Promise<{ full: Uint8Array; thumb: Uint8Array }> {
  const { data, info } = await sharp(Buffer.from(spec.svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const webp = { quality: WEBP_QUALITY, effort: WEBP_EFFORT };
  const [full, thumb] = await Promise.all([
    sharp(data, raw).webp(webp).toBuffer(),
    sharp(data, raw).resize(THUMB_SIZE.width, THUMB_SIZE.height).webp(webp).toBuffer(),
  ]);
  return { full: new Uint8Array(full), thumb: new Uint8Array(thumb) };
}

/** Two objects per photo (full size and thumbnail) sharing one render. */
export function photoObjects(specs: readonly PhotoSpec[]): PhotoObject[] {
  return specs.flatMap((spec) => {
    let rendered: Promise<{ full: Uint8Array; thumb: Uint8Array }> | undefined;
    const once = () => (rendered ??= render(spec));
    return [
      { key: spec.key, contentType: "image/webp", body: async () => (await once()).full },
      { key: spec.thumbKey, contentType: "image/webp", body: async () => (await once()).thumb },
    ];
  });
}
