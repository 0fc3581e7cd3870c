import { MAP_TILES_ARCHIVE_META, MAP_TILES_ATTRIBUTION_META, MAP_TILES_META } from "@domain/pages/page-document";

/**
 * The basemap the worker wrote into the page's head, in order of precedence: a tile service
 * (MAP_TILE_URL, e.g. https://tile.example.org/{z}/{x}/{y}.png, with its attribution); the
 * PMTiles archive the worker serves from R2; or, with neither (offline, tests, a fresh
 * `npm start`), the schematic map of the city built with the app.
 */
export type MapBasemap = { kind: "tiles"; url: string; attribution: string } | { kind: "archive"; url: string } | { kind: "schematic" };

export function mapBasemap(): MapBasemap {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? "";
  const tiles = meta(MAP_TILES_META);
  if (tiles) return { kind: "tiles", url: tiles, attribution: meta(MAP_TILES_ATTRIBUTION_META) };
  const archive = meta(MAP_TILES_ARCHIVE_META);
  if (archive) return { kind: "archive", url: archive };
  return { kind: "schematic" };
}
