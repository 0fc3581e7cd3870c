// The pool of seeded listing photos: illustrated scenes (SVG) of façades, rooms, offices,
// shops, warehouses and land. Pure and deterministic; photos.ts renders them to WebP.
// Keys are content-addressed: the first 16 hex of the SHA-256 of the scene and its
// output settings, so a key never points at different pixels.
import { createHash } from "node:crypto";
import { PHOTO_LIMITS } from "../../domain/listings/listing-limits";
import { fitWithin } from "../../domain/listings/photo-sizes";
import { bodegaExterior, bodegaInterior, localFachada, localInterior, terreno, torre } from "./photo-scenes/commercial";
import { fachadaCasa, fachadaEdificio, jardin, terraza } from "./photo-scenes/exterior";
import { bano, cocina, oficina, recamara, sala } from "./photo-scenes/interior";
import { H, W } from "./photo-scenes/svg";
import { createRng, type Rng } from "./random";

export type PhotoKind =
  | "fachada-casa"
  | "fachada-edificio"
  | "sala"
  | "cocina"
  | "recamara"
  | "bano"
  | "terraza"
  | "jardin"
  | "oficina"
  | "torre"
  | "local-fachada"
  | "local-interior"
  | "bodega-exterior"
  | "bodega-interior"
  | "terreno";

export type PhotoSpec = {
  kind: PhotoKind;
  alt: string;
  svg: string;
  key: string;
  thumbKey: string;
  mediumKey: string;
  url: string;
  thumbnailUrl: string;
  mediumUrl: string;
  width: number;
  height: number;
};

export const PHOTO_SIZE = { width: W, height: H } as const;
export const THUMB_SIZE = fitWithin(W, H, PHOTO_LIMITS.thumbSide);
// What a phone's listing page shows (800 × 533). Its size is in its key's name: the
// content key hashes the full size and the thumbnail only, so the photos seeded before the
// medium existed keep their keys.
export const MEDIUM_SIZE = fitWithin(W, H, PHOTO_LIMITS.mediumSide);
export const WEBP_QUALITY = 70;
// Effort 1: a few KB larger than the default (4) but about twice as fast to encode.
export const WEBP_EFFORT = 1;
export const MEDIA_PREFIX = "/media/";

const SCENES: Record<PhotoKind, { draw: (rng: Rng) => string; count: number; alt: readonly string[] }> = {
  "fachada-casa": { draw: fachadaCasa, count: 18, alt: ["Fachada"] },
  "fachada-edificio": { draw: fachadaEdificio, count: 18, alt: ["Fachada del edificio"] },
  sala: { draw: sala, count: 12, alt: ["Sala", "Sala comedor"] },
  cocina: { draw: cocina, count: 5, alt: ["Cocina", "Cocina integral"] },
  recamara: { draw: recamara, count: 5, alt: ["Recámara principal", "Recámara"] },
  bano: { draw: bano, count: 3, alt: ["Baño"] },
  terraza: { draw: terraza, count: 4, alt: ["Terraza", "Roof garden"] },
  jardin: { draw: jardin, count: 3, alt: ["Jardín"] },
  oficina: { draw: oficina, count: 6, alt: ["Oficina", "Área de trabajo"] },
  torre: { draw: torre, count: 6, alt: ["Fachada del edificio corporativo"] },
  "local-fachada": { draw: localFachada, count: 6, alt: ["Fachada del local"] },
  "local-interior": { draw: localInterior, count: 2, alt: ["Interior del local"] },
  "bodega-exterior": { draw: bodegaExterior, count: 6, alt: ["Exterior de la bodega", "Patio de maniobras"] },
  "bodega-interior": { draw: bodegaInterior, count: 2, alt: ["Interior de la bodega"] },
  terreno: { draw: terreno, count: 6, alt: ["Vista del terreno", "Terreno"] },
};

function contentKey(svg: string): string {
  const hash = createHash("sha256")
    .update(svg)
    .update(`|webp q${WEBP_QUALITY} e${WEBP_EFFORT} ${W}x${H} thumb ${THUMB_SIZE.width}x${THUMB_SIZE.height}`)
    .digest("hex");
  return hash.slice(0, 16);
}

let cache: PhotoSpec[] | undefined;

/** The whole pool (102 photos). The scenes do not depend on the seed: one pool for every database. */
export function buildPhotoCatalog(): PhotoSpec[] {
  if (cache) return cache;
  cache = (Object.entries(SCENES) as [PhotoKind, (typeof SCENES)[PhotoKind]][]).flatMap(([kind, scene]) =>
    Array.from({ length: scene.count }, (_, i) => {
      const drawn = scene.draw(createRng(`photo:${kind}:${i}`));
      // Every other variant is seen from the other side: the same street or room, mirrored.
      const body = i % 2 === 1 ? `<g transform="translate(${W} 0) scale(-1 1)">${drawn}</g>` : drawn;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
      const hash = contentKey(svg);
      const key = `photos/${hash}.webp`;
      const thumbKey = `photos/${hash}-thumb.webp`;
      const mediumKey = `photos/${hash}-${MEDIUM_SIZE.width}.webp`;
      return {
        kind,
        alt: scene.alt[i % scene.alt.length],
        svg,
        key,
        thumbKey,
        mediumKey,
        url: MEDIA_PREFIX + key,
        thumbnailUrl: MEDIA_PREFIX + thumbKey,
        mediumUrl: MEDIA_PREFIX + mediumKey,
        width: W,
        height: H,
      };
    }),
  );
  return cache;
}
