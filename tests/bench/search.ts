import { measure, SKIP_EDGE_CACHE, type LatencyFigures } from "./locations";

// Search figures: a typical filter set, a map-bounds query and a polygon query, each read
// from the database, then the typical set as anonymous visitors get it (edge cache).
export async function measureSearch(baseUrl: string, connections: number, seconds: number): Promise<LatencyFigures[]> {
  const locations = (await (await fetch(`${baseUrl}/api/locations?q=benito%20juarez&limit=1`)).json()) as { data: { id: string }[] };
  const alcaldia = locations.data[0]?.id ?? "";
  const typical = [
    `/api/properties?operation=renta&tipo=departamento&recamaras=2&precio_max=30000`,
    `/api/properties?operation=venta&location_id=${alcaldia}&tipo=departamento&orden=precio-asc`,
    `/api/properties?operation=venta&recamaras=3&precio_min=3000000&precio_max=8000000`,
  ];
  const bounds = [
    `/api/properties?operation=venta&bounds=-99.20,19.38,-99.14,19.44`,
    `/api/properties?operation=renta&bounds=-99.18,19.40,-99.15,19.43`,
  ];
  const polygon = [
    `/api/properties?operation=venta&poligono=-99.18,19.40;-99.15,19.40;-99.15,19.43;-99.17,19.435`,
    `/api/properties?operation=renta&poligono=-99.20,19.42;-99.17,19.41;-99.18,19.44`,
  ];
  return [
    await measure(baseUrl, "search: typical filters", typical, connections, seconds, SKIP_EDGE_CACHE),
    await measure(baseUrl, "search: map bounds", bounds, connections, seconds, SKIP_EDGE_CACHE),
    await measure(baseUrl, "search: polygon", polygon, connections, seconds, SKIP_EDGE_CACHE),
    await measure(baseUrl, "search: typical filters, anonymous (edge cache)", typical, connections, seconds),
  ];
}
