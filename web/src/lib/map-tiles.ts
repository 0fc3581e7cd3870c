/**
 * The tile URL template (e.g. https://tile.example.org/{z}/{x}/{y}.png) and its attribution.
 * The worker writes MAP_TILE_URL into the page as <meta name="hogaria:tiles" content="…">
 * (and hogaria:tiles-attribution); otherwise the build's VITE_MAP_TILE_URL /
 * VITE_MAP_TILE_ATTRIBUTION; otherwise none. Without a tile URL a map is a plain light
 * background that still shows its markers and shapes (offline, tests).
 */
export function mapTiles(): { url: string; attribution: string } {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return {
    url: meta("hogaria:tiles") ?? import.meta.env.VITE_MAP_TILE_URL ?? "",
    attribution: meta("hogaria:tiles-attribution") ?? import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? "",
  };
}
