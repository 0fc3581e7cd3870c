import type { ListingDraft } from "../../domain/listings/listing-schema";
import { testDb } from "./helpers";

export type Colonia = { id: string; name: string; lat: number; lng: number; alcaldia: string | null; municipioId: string; estadoId: string };

// A colonia of Mexico City with its centre, picked at random so tests do not share counts.
export async function aColonia(): Promise<Colonia> {
  const rs = await testDb().execute(
    `SELECT c.id, c.nombre_canonico AS name, c.centroid_lat AS lat, c.centroid_lng AS lng, m.nombre_canonico AS alcaldia, m.id AS municipio_id, m.padre_id AS estado_id
       FROM locations c JOIN locations m ON m.id = c.padre_id
      WHERE c.tipo = 'colonia' AND m.tipo = 'municipio' AND m.padre_id IS NOT NULL
        AND c.centroid_lat BETWEEN 19.1 AND 19.6 AND c.centroid_lng BETWEEN -99.35 AND -98.95
      ORDER BY random() LIMIT 1`,
  );
  const r = rs.rows[0];
  return {
    id: r.id as string,
    name: r.name as string,
    lat: Number(r.lat),
    lng: Number(r.lng),
    alcaldia: r.alcaldia as string,
    municipioId: r.municipio_id as string,
    estadoId: r.estado_id as string,
  };
}

const DAY_MS = 86_400_000;

/**
 * A listing of an agency (or, with agencyId null, of an independent agent) written straight
 * to the database (no photos, 30 days left), for tests about agencies or reports rather than
 * publishing; its id.
 */
export async function insertAgencyListing(
  colonia: Colonia,
  {
    agentId,
    agencyId,
    title,
    status = "publicada",
    operation = "venta",
  }: { agentId: string; agencyId: string | null; title: string; status?: string; operation?: string },
): Promise<string> {
  const id = `ag${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await testDb().execute({
    sql: `INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type,
                                  status, agent_id, agency_id, published_at, expires_at)
          VALUES (?, ?, 4500000, 'Durango 12', ?, ?, ?, ?, ?, ?, ?, 'departamento', ?, ?, ?, ?, ?)`,
    args: [
      id,
      title,
      colonia.name,
      colonia.id,
      colonia.municipioId,
      colonia.estadoId,
      colonia.lat,
      colonia.lng,
      operation,
      status,
      agentId,
      agencyId,
      Date.now(),
      Date.now() + 30 * DAY_MS,
    ],
  });
  return id;
}

export function completeDraft(colonia: Colonia, over: ListingDraft = {}): ListingDraft {
  return {
    operation_type: "renta",
    property_type: "departamento",
    location_id: colonia.id,
    street: "Durango 123",
    interior: "301",
    // The pin: near the colonia's centre but not on it, somewhere in a box of about 220 m by
    // 210 m, so that two tests' listings in the same colonia are not the same home (within
    // 30 m, same kind and price) but by a rare chance.
    lat: Number((colonia.lat + 0.0015 + Math.random() * 0.002).toFixed(6)),
    lng: Number((colonia.lng - 0.001 - Math.random() * 0.002).toFixed(6)),
    hide_address: false,
    price: 23_456,
    maintenance: 1_200,
    bedrooms: 2,
    bathrooms: 1.5,
    parking_spaces: 1,
    built_surface: 80,
    features: ["Balcón"],
    pets: "si",
    elevador: "si",
    title: `Departamento de prueba ${crypto.randomUUID().slice(0, 6)}`,
    description: "Departamento luminoso con balcón, cocina integral y elevador, a dos calles del parque.\n\nListo para habitar.",
    ...over,
  };
}

/**
 * Stands in for the photo fingerprint pipeline (a queue the test does not wait for): every
 * photo of these listings without a fingerprint gets one of its own (random, informative,
 * no bands: it matches nothing), so a publish finds its photos checked and clear.
 */
export async function fingerprintPhotos(listingIds: string[]): Promise<void> {
  for (const id of listingIds) {
    await testDb().execute({
      sql: `INSERT INTO photo_fingerprints (image_id, property_id, hash, informative)
            SELECT i.id, i.property_id, lower(hex(randomblob(8))), 1 FROM property_images i
            WHERE i.property_id = ? AND NOT EXISTS (SELECT 1 FROM photo_fingerprints f WHERE f.image_id = i.id)`,
      args: [id],
    });
  }
}

/**
 * Waits for the fingerprint queue (which the tests' workerd runs) to hash every stored photo
 * of a listing, as it does within a second or two of an upload: a publish before that holds
 * the listing while its photos wait (fotos_por_verificar), which is not what a test that
 * needs a published listing arranges.
 */
export async function photosFingerprinted(listingId: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rs = await testDb().execute({
      sql: `SELECT count(*) AS n FROM property_images i
            WHERE i.property_id = ? AND coalesce(i.thumbnail_key, i.storage_key) IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM photo_fingerprints f WHERE f.image_id = i.id)`,
      args: [listingId],
    });
    if (Number(rs.rows[0]!.n) === 0) return;
    if (Date.now() > deadline) throw new Error(`the photos of ${listingId} got no fingerprint within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
