// Renders the photo pool to WebP with sharp: 1200×800, an 800×533 medium and a 480×320
// thumbnail each.
import sharp from "sharp";
import { MEDIUM_SIZE, THUMB_SIZE, WEBP_EFFORT, WEBP_QUALITY, type PhotoSpec } from "./photo-catalog";

type Rendered = { full: Uint8Array; medium: Uint8Array; thumb: Uint8Array };

/** An object to store: its body is rendered only when asked for (so present ones are skipped). */
export type PhotoObject = { key: string; contentType: string; body: () => Promise<Uint8Array> };

// Rasterised once, encoded three times.
async function render(spec: PhotoSpec): Promise<Rendered> {
  const { data, info } = await sharp(Buffer.from(spec.svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const webp = { quality: WEBP_QUALITY, effort: WEBP_EFFORT };
  const [full, medium, thumb] = await Promise.all([
    sharp(data, raw).webp(webp).toBuffer(),
    sharp(data, raw).resize(MEDIUM_SIZE.width, MEDIUM_SIZE.height).webp(webp).toBuffer(),
    sharp(data, raw).resize(THUMB_SIZE.width, THUMB_SIZE.height).webp(webp).toBuffer(),
  ]);
  return { full: new Uint8Array(full), medium: new Uint8Array(medium), thumb: new Uint8Array(thumb) };
}

/** Three objects per photo (full size, medium and thumbnail) sharing one render. */
export function photoObjects(specs: readonly PhotoSpec[]): PhotoObject[] {
  return specs.flatMap((spec) => {
    let rendered: Promise<Rendered> | undefined;
    const once = () => (rendered ??= render(spec));
    return [
      { key: spec.key, contentType: "image/webp", body: async () => (await once()).full },
      { key: spec.thumbKey, contentType: "image/webp", body: async () => (await once()).thumb },
      { key: spec.mediumKey, contentType: "image/webp", body: async () => (await once()).medium },
    ];
  });
}
