/**
 * The tile URL template (e.g. https://tile.example.org/{z}/{x}/{y}.png) and its attribution.
 * The worker may write them into the page as <meta name="hogaria:tiles" content="…"> and
 * <meta name="hogaria:tiles-attribution" content="…">; otherwise the build's
 * VITE_MAP_TILE_URL / VITE_MAP_TILE_ATTRIBUTION; otherwise none. Without a tile URL the map
 * is a plain light background that still shows the markers and the drawn zone.
 */
export function mapTiles(): { url: string; attribution: string } {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return {
    url: meta("hogaria:tiles") ?? import.meta.env.VITE_MAP_TILE_URL ?? "",
    attribution: meta("hogaria:tiles-attribution") ?? import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? "",
  };
}

/** Mexico City, for a search without a place or results yet. */
export const CDMX_CENTER: [lat: number, lng: number] = [19.4326, -99.1332];
export const CDMX_ZOOM = 11;

/** How close to come to a place's centre when there is nothing else to fit. */
export const PLACE_ZOOM: Record<string, number> = { estado: 11, municipio: 13, colonia: 15 };
