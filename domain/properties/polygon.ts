export type LngLat = [number, number];

// Ray casting: is the point inside the polygon (points in [lng, lat], closed implicitly)?
export function pointInPolygon([x, y]: LngLat, polygon: LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function boundingBox(polygon: LngLat[]): [west: number, south: number, east: number, north: number] {
  const lngs = polygon.map((p) => p[0]);
  const lats = polygon.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

export function formatPolygonParam(polygon: LngLat[]): string {
  return polygon.map(([lng, lat]) => `${lng.toFixed(5)},${lat.toFixed(5)}`).join(";");
}
