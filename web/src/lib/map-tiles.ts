import { MAP_TILES_ATTRIBUTION_META, MAP_TILES_META } from "@domain/pages/page-document";

/**
 * The tile URL template (e.g. https://tile.example.org/{z}/{x}/{y}.png) and its attribution,
 * as the worker wrote them into the page's head (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). Without
 * a tile URL a map is a plain light background that still shows its markers and shapes
 * (offline, tests).
 */
export function mapTiles(): { url: string; attribution: string } {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? "";
  return { url: meta(MAP_TILES_META), attribution: meta(MAP_TILES_ATTRIBUTION_META) };
}
