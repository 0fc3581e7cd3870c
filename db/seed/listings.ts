// Seeded listings: spread over the colonias (more in the popular ones), priced from each
// colonia's price level, with text, features, coordinates and photos, then handed to the
// demo agents by their focus. Pure and deterministic: the same seed, count, `now` and
// agents give the same rows (the agents only decide who publishes what).
import type { properties, propertyImages } from "../schema/properties";
import type { AlcaldiaNombre } from "./data/alcaldias";
import type { ColoniaPlace, Places } from "./locations";
import {
  furnishedTitle,
  FURNISHED,
  listingAddress,
  listingDescription,
  listingTitle,
  FEATURES,
  type Operation,
  type PropertyType,
  type TextInput,
} from "./listing-text";
import { seededFacts } from "./listing-facts";
import type { PhotoKind, PhotoSpec } from "./photo-catalog";
import { spreadMainPhotos } from "./photo-spread";
import { assignAgents, type ListingAgent, type Slot } from "./publishers";
import { createRng, type Rng } from "./random";
import { LEGAL_STATUSES, type LegalStatus } from "../../domain/listings/legal-status";

export type { ListingAgent, ListingFocus } from "./publishers";

export type PropertyRow = typeof properties.$inferInsert & { id: string; price: number; lat: number; lng: number };
export type PropertyImageRow = typeof propertyImages.$inferInsert & { id: string; propertyId: string };

export type ListingsInput = {
  seed: string;
  count: number;
  now: Date;
  places: Places;
  agents: readonly ListingAgent[];
  photos: readonly PhotoSpec[];
};

const DAY_MS = 86_400_000;

type Profile = "central" | "residencial" | "oriente" | "rural";
const PROFILE: Record<AlcaldiaNombre, Profile> = {
  Cuauhtémoc: "central",
  "Benito Juárez": "central",
  "Miguel Hidalgo": "central",
  "Álvaro Obregón": "residencial",
  Coyoacán: "residencial",
  "Cuajimalpa de Morelos": "residencial",
  Tlalpan: "residencial",
  "La Magdalena Contreras": "residencial",
  "Gustavo A. Madero": "oriente",
  Azcapotzalco: "oriente",
  Iztacalco: "oriente",
  "Venustiano Carranza": "oriente",
  Iztapalapa: "oriente",
  Tláhuac: "rural",
  Xochimilco: "rural",
  "Milpa Alta": "rural",
};

// Relative weights of each property type by kind of area.
const TYPE_WEIGHTS: Record<Profile, Record<PropertyType, number>> = {
  central: { departamento: 60, casa: 5, "casa-condominio": 4, terreno: 2, "local-comercial": 11, oficina: 14, "bodega-comercial": 4 },
  residencial: { departamento: 46, casa: 18, "casa-condominio": 12, terreno: 5, "local-comercial": 7, oficina: 8, "bodega-comercial": 4 },
  oriente: { departamento: 40, casa: 20, "casa-condominio": 6, terreno: 5, "local-comercial": 11, oficina: 4, "bodega-comercial": 14 },
  rural: { departamento: 12, casa: 40, "casa-condominio": 10, terreno: 24, "local-comercial": 9, oficina: 1, "bodega-comercial": 4 },
};

const OPERATION_WEIGHTS: Record<PropertyType, readonly (readonly [Operation, number])[]> = {
  departamento: [
    ["venta", 54],
    ["renta", 37],
    ["remate", 9],
  ],
  casa: [
    ["venta", 62],
    ["renta", 22],
    ["remate", 16],
  ],
  "casa-condominio": [
    ["venta", 62],
    ["renta", 25],
    ["remate", 13],
  ],
  terreno: [
    ["venta", 85],
    ["renta", 3],
    ["remate", 12],
  ],
  "local-comercial": [
    ["venta", 35],
    ["renta", 58],
    ["remate", 7],
  ],
  oficina: [
    ["venta", 35],
    ["renta", 60],
    ["remate", 5],
  ],
  "bodega-comercial": [
    ["venta", 38],
    ["renta", 55],
    ["remate", 7],
  ],
};

// Sale price per m² relative to the colonia's level (an apartment's).
const TYPE_PRICE_FACTOR: Record<PropertyType, number> = {
  departamento: 1,
  casa: 0.9,
  "casa-condominio": 0.92,
  terreno: 0.5, // per m² of land
  "local-comercial": 1.05,
  oficina: 0.9,
  "bodega-comercial": 0.38,
};

const HOUSE_LIKE =
  /^(Lomas|Bosques|Jardines del Pedregal|Pedregal|San Ángel|Chimalistac|Del Carmen|Coyoacán|Santa Catarina|Barrio|Tlacopac|Altavista|Olivar|San Jerónimo|Fuentes del Pedregal|Club de Golf|Ciudad Jardín|Campestre|Country Club|Contadero|San |Santa |Santiago|Villa )/;
const INDUSTRIAL = /(Industrial|Vallejo|Granjas|Agrícola|Pantitlán|Atlampa|Santa Isabel)/;
const OFFICE_HUB =
  /^(Polanco|Granada|Ampliación Granada|Anzures|Juárez|Cuauhtémoc|Santa Fe|Zedec|Lomas de Santa Fe|Nápoles|Insurgentes|Del Valle|Lomas de Chapultepec|Lomas Virreyes|Bosques de las Lomas|Xoco|Tabacalera|Florida|Guadalupe Inn)/;

function typeWeightsFor(colonia: ColoniaPlace): [PropertyType, number][] {
  const base = TYPE_WEIGHTS[PROFILE[colonia.data.alcaldia]];
  const name = colonia.data.nombre;
  const pricey = colonia.data.precioM2 >= 55_000;
  return (Object.entries(base) as [PropertyType, number][]).map(([type, w]) => {
    let weight = w;
    if (HOUSE_LIKE.test(name) && (type === "casa" || type === "casa-condominio")) weight *= 3;
    if (INDUSTRIAL.test(name) && type === "bodega-comercial") weight *= 3;
    if (OFFICE_HUB.test(name) && type === "oficina") weight *= 2;
    if (pricey && type === "bodega-comercial") weight *= 0.15;
    if (pricey && type === "terreno") weight *= 0.5;
    return [type, weight];
  });
}

/** Sale prices: to $10,000 (to $50,000 above 10 M, $100,000 above 30 M). Rents: to $500 under $10,000, else $1,000. */
export function roundPrice(value: number, operation: Operation): number {
  if (operation === "renta") {
    const step = value < 10_000 ? 500 : 1_000;
    return Math.max(step, Math.round(value / step) * step);
  }
  const step = value >= 30_000_000 ? 100_000 : value >= 10_000_000 ? 50_000 : 10_000;
  return Math.max(step, Math.round(value / step) * step);
}

// Most bank remates are already adjudicadas; the rest are lawsuits or transfers of rights.
const LEGAL_STATUS_WEIGHTS: Record<LegalStatus, number> = { adjudicada: 55, "cesion-de-derechos": 25, "en-litigio": 20 };

/**
 * A remate's appraisal (15–45 % above its price) and legal status, drawn from a stream of
 * their own keyed by the listing's id, so every other draw of the seed stays as it was.
 */
export function remateFacts(seed: string, id: string, price: number): { appraisalValue: number; legalStatus: LegalStatus } {
  const rng = createRng(`${seed}:remate:${id}`);
  const legalStatus = rng.weighted(LEGAL_STATUSES.map((s) => [s, LEGAL_STATUS_WEIGHTS[s]] as const));
  const appraisalValue = roundPrice(price / (1 - rng.float(0.15, 0.45)), "remate");
  return { appraisalValue, legalStatus };
}

const r5 = (n: number) => Math.round(n / 5) * 5;

type Shape = { bedrooms: number; bathrooms: number; parking: number; built: number | null; total: number | null };

function shapeFor(rng: Rng, type: PropertyType, colonia: ColoniaPlace): Shape {
  const level = colonia.data.precioM2;
  const luxury = level >= 80_000;
  const upscale = level >= 55_000;
  const rural = PROFILE[colonia.data.alcaldia] === "rural";
  switch (type) {
    case "departamento": {
      const bedrooms = rng.weighted<number>(
        luxury
          ? [
              [1, 10],
              [2, 38],
              [3, 42],
              [4, 10],
            ]
          : [
              [1, 22],
              [2, 46],
              [3, 28],
              [4, 4],
            ],
      );
      const ranges: Record<number, [number, number]> = { 1: [40, 68], 2: [60, 98], 3: [85, 145], 4: [130, 230] };
      const [lo, hi] = ranges[bedrooms];
      const built = r5(rng.float(lo, hi) * (luxury ? 1.3 : upscale ? 1.1 : 1));
      const bathrooms = rng.pick(
        ({ 1: [1, 1, 1.5], 2: [1, 2, 2, 2.5], 3: [2, 2.5, 3, 3], 4: [3, 3.5, 4, 4.5] } as Record<number, number[]>)[bedrooms],
      );
      const parking = bedrooms === 1 ? rng.int(0, 1) : luxury ? rng.int(2, 3) : rng.int(1, 2);
      return { bedrooms, bathrooms, parking, built, total: r5(built * rng.float(1, 1.15)) };
    }
    case "casa": {
      const bedrooms = rng.weighted<number>([
        [2, 14],
        [3, 44],
        [4, 30],
        [5, 12],
      ]);
      const ranges: Record<number, [number, number]> = { 2: [85, 140], 3: [130, 220], 4: [200, 340], 5: [280, 480] };
      const [lo, hi] = ranges[bedrooms];
      const built = r5(rng.float(lo, hi) * (luxury ? 1.6 : upscale ? 1.25 : 1));
      const total = r5(built * (rural ? rng.float(1.2, 2.8) : rng.float(0.65, 1.4)));
      const bathrooms = Math.max(1.5, bedrooms + rng.pick([-1, -0.5, 0, 0.5]));
      return { bedrooms, bathrooms, parking: luxury ? rng.int(3, 5) : upscale ? rng.int(2, 4) : rng.int(1, 3), built, total };
    }
    case "casa-condominio": {
      const bedrooms = rng.weighted<number>([
        [2, 28],
        [3, 56],
        [4, 16],
      ]);
      const ranges: Record<number, [number, number]> = { 2: [85, 125], 3: [110, 175], 4: [160, 250] };
      const [lo, hi] = ranges[bedrooms];
      const built = r5(rng.float(lo, hi) * (luxury ? 1.4 : 1));
      const bathrooms = Math.max(1.5, bedrooms + rng.pick([-1, -0.5, 0, 0.5]));
      return { bedrooms, bathrooms, parking: rng.int(1, 3), built, total: r5(built * rng.float(0.6, 0.95)) };
    }
    case "terreno": {
      const total = r5(rural ? rng.float(200, 2500) : rng.float(120, 900));
      return { bedrooms: 0, bathrooms: 0, parking: 0, built: null, total };
    }
    case "local-comercial": {
      const built = r5(rng.float(25, 260));
      return { bedrooms: 0, bathrooms: built > 120 ? rng.pick([1, 2]) : rng.pick([0.5, 1]), parking: rng.int(0, 2), built, total: built };
    }
    case "oficina": {
      const built = r5(rng.float(45, 420) * (upscale ? 1.2 : 1));
      return {
        bedrooms: 0,
        bathrooms: Math.min(4, Math.max(1, Math.round(built / 110))) + rng.pick([0, 0.5]),
        parking: Math.max(1, Math.round(built / rng.float(35, 50))),
        built,
        total: built,
      };
    }
    case "bodega-comercial": {
      const built = r5(rng.float(250, 2800));
      return { bedrooms: 0, bathrooms: rng.pick([1, 2, 2, 3]), parking: rng.int(2, 10), built, total: r5(built * rng.float(1.05, 1.5)) };
    }
  }
}

function featuresFor(rng: Rng, type: PropertyType, operation: Operation, luxury: boolean): string[] {
  const pool = FEATURES[type];
  let picked = rng.sample(pool, rng.int(3, Math.min(8, pool.length)));
  if (!luxury) picked = picked.filter((f) => f !== "Alberca" || rng.chance(0.3));
  if (type === "departamento" && operation === "renta" && rng.chance(0.3)) picked.push(FURNISHED);
  return picked;
}

const IMAGE_PLAN: Record<PropertyType, { kinds: readonly PhotoKind[][]; count: readonly [number, number] }> = {
  departamento: {
    kinds: [["fachada-edificio", "sala"], ["sala"], ["cocina"], ["recamara"], ["bano"], ["terraza"], ["recamara"], ["sala"]],
    count: [3, 8],
  },
  casa: { kinds: [["fachada-casa"], ["sala"], ["cocina"], ["jardin"], ["recamara"], ["bano"], ["terraza"], ["recamara"]], count: [3, 8] },
  "casa-condominio": { kinds: [["fachada-casa"], ["sala"], ["jardin"], ["cocina"], ["recamara"], ["bano"], ["recamara"]], count: [3, 7] },
  terreno: { kinds: [["terreno"], ["terreno"], ["terreno"]], count: [1, 3] },
  "local-comercial": { kinds: [["local-fachada"], ["local-interior"], ["local-interior"]], count: [1, 3] },
  oficina: { kinds: [["oficina", "torre"], ["oficina"], ["torre"], ["oficina"], ["bano"]], count: [2, 5] },
  "bodega-comercial": { kinds: [["bodega-exterior"], ["bodega-interior"], ["bodega-exterior"], ["oficina"]], count: [2, 4] },
};

function imagesFor(rng: Rng, type: PropertyType, propertyId: string, byKind: Map<PhotoKind, PhotoSpec[]>): PropertyImageRow[] {
  const plan = IMAGE_PLAN[type];
  const count = rng.int(plan.count[0], Math.min(plan.count[1], plan.kinds.length));
  const used = new Set<string>();
  const rows: PropertyImageRow[] = [];
  for (const options of plan.kinds) {
    if (rows.length >= count) break;
    const pool = (byKind.get(rng.pick(options)) ?? []).filter((p) => !used.has(p.key));
    if (!pool.length) continue;
    const photo = rng.pick(pool);
    used.add(photo.key);
    rows.push({
      id: rng.id(14),
      propertyId,
      url: photo.url,
      thumbnailUrl: photo.thumbnailUrl,
      mediumUrl: photo.mediumUrl,
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      isMain: rows.length === 0,
      displayOrder: rows.length,
    });
  }
  return rows;
}

/** How many listings each colonia gets: one each when there are enough, the rest by popularity². */
function allocate(rng: Rng, colonias: readonly ColoniaPlace[], count: number): number[] {
  const counts: number[] = colonias.map(() => (count >= colonias.length ? 1 : 0));
  const weights = colonias.map((c, i) => [i, c.data.popularidad ** 2] as const);
  for (let left = count - counts.reduce((a, b) => a + b, 0); left > 0; left--) counts[rng.weighted(weights)]++;
  return counts;
}

function jitter(rng: Rng, [lng, lat]: readonly [number, number], maxMetres: number): [number, number] {
  const r = maxMetres * Math.sqrt(rng.next());
  const angle = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(angle)) / 111_320;
  const dLng = (r * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [Number((lng + dLng).toFixed(6)), Number((lat + dLat).toFixed(6))];
}

export function generateListings(input: ListingsInput): { properties: PropertyRow[]; images: PropertyImageRow[] } {
  const rng = createRng(`${input.seed}:listings:${input.count}`);
  const byKind = new Map<PhotoKind, PhotoSpec[]>();
  for (const photo of input.photos) byKind.set(photo.kind, [...(byKind.get(photo.kind) ?? []), photo]);
  const agents = input.agents.filter((a) => a.weight > 0);

  const colonias = input.places.colonias;
  const counts = allocate(rng, colonias, input.count);
  const propertiesOut: PropertyRow[] = [];
  const imagesOut: PropertyImageRow[] = [];
  const slots: Slot[] = [];
  const rolls: number[] = [];

  colonias.forEach((colonia, index) => {
    for (let n = 0; n < counts[index]; n++) {
      const type = rng.weighted(typeWeightsFor(colonia));
      const operation = rng.weighted(OPERATION_WEIGHTS[type]);
      const level = colonia.data.precioM2;
      const luxury = level >= 80_000;
      const shape = shapeFor(rng, type, colonia);
      const features = featuresFor(rng, type, operation, luxury);

      const area = (type === "terreno" ? shape.total : shape.built) ?? 0;
      const saleValue = level * TYPE_PRICE_FACTOR[type] * area * rng.noise(0.22);
      const price =
        operation === "venta"
          ? roundPrice(saleValue, "venta")
          : operation === "remate"
            ? roundPrice(saleValue * (1 - rng.float(0.25, 0.35)), "remate")
            : roundPrice(saleValue * rng.float(0.0045, 0.006), "renta");

      const maintenance =
        type === "departamento" || (type === "casa-condominio" && rng.chance(0.8)) || (type === "oficina" && rng.chance(0.7))
          ? Math.round(((shape.built ?? 0) * rng.float(22, 45) * Math.min(2.2, Math.max(0.6, level / 45_000))) / 100) * 100
          : null;

      const text: TextInput = { type, operation, colonia: colonia.data.nombre, alcaldia: colonia.data.alcaldia, ...shape, features, luxury };
      // One draw per listing, picked later by assignAgents: the listings stay the same whoever publishes them.
      if (agents.length) rolls.push(rng.next());
      slots.push({ alcaldia: colonia.data.alcaldia, type, operation, priceM2: level });
      const createdAt = new Date(input.now.getTime() - Math.floor(rng.next() * 120 * DAY_MS));
      const [lng, lat] = jitter(rng, colonia.data.centroide, colonia.data.popularidad >= 4 ? 450 : 350);
      const id = rng.id(12);
      const title = listingTitle(rng, text);
      const facts = seededFacts(`${input.seed}:facts:${id}`, {
        type,
        operation,
        price,
        maintenance,
        colonia: colonia.data.nombre,
        drawn: features,
        furnishedTitle: title === furnishedTitle(colonia.data.nombre),
      });

      propertiesOut.push({
        id,
        title,
        description: listingDescription(rng, text),
        price,
        currency: "MXN",
        maintenance,
        ...listingAddress(rng, colonia.data.calles, colonia.data.nombre, type),
        neighborhood: colonia.data.nombre,
        locationId: colonia.row.id,
        municipioId: colonia.alcaldia.id,
        estadoId: colonia.estado.id,
        lat,
        lng,
        bedrooms: shape.bedrooms,
        bathrooms: shape.bathrooms,
        parkingSpaces: shape.parking,
        totalSurface: shape.total,
        builtSurface: shape.built,
        operationType: operation,
        propertyType: type,
        ...facts,
        ...(operation === "remate" ? remateFacts(input.seed, id, price) : {}),
        status: "publicada",
        agentId: null,
        agencyId: null,
        createdAt,
        updatedAt: new Date(Math.min(input.now.getTime(), createdAt.getTime() + Math.floor(rng.next() * 10 * DAY_MS))),
      });
      imagesOut.push(...imagesFor(rng, type, id, byKind));
    }
  });
  if (agents.length) {
    assignAgents(agents, slots, rolls).forEach((agent, i) => {
      propertiesOut[i].agentId = agent.id;
      propertiesOut[i].agencyId = agent.agencyId;
    });
  }
  spreadMainPhotos(propertiesOut, imagesOut, input.photos);
  return { properties: propertiesOut, images: imagesOut };
}
