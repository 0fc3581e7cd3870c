// Spanish text for seeded listings: titles, descriptions, features and addresses.
import type { AlcaldiaNombre } from "./data/alcaldias";
import type { Rng } from "./random";
import { countLabel } from "../../domain/format/number";
import { AMENITIES } from "../../domain/listings/amenities";
import { publicAddress } from "../../domain/listings/public-address";

import { OPERATIONS, PROPERTY_TYPES, type Operation, type PropertyType } from "../../domain/properties/property";

export { OPERATIONS, PROPERTY_TYPES, type Operation, type PropertyType };

type TypeWords = { label: string; lower: string; fem: boolean; residential: boolean };
export const TYPE_WORDS: Record<PropertyType, TypeWords> = {
  casa: { label: "Casa", lower: "casa", fem: true, residential: true },
  departamento: { label: "Departamento", lower: "departamento", fem: false, residential: true },
  terreno: { label: "Terreno", lower: "terreno", fem: false, residential: false },
  "casa-condominio": { label: "Casa en condominio", lower: "casa en condominio", fem: true, residential: true },
  "local-comercial": { label: "Local comercial", lower: "local comercial", fem: false, residential: false },
  oficina: { label: "Oficina", lower: "oficina", fem: true, residential: false },
  "bodega-comercial": { label: "Bodega comercial", lower: "bodega comercial", fem: true, residential: false },
};

const g = (fem: boolean, masc: string, femenine: string) => (fem ? femenine : masc);

// Words the seed draws among the amenities for facts an advertiser attests (facts.ts):
// listings.ts reads them into the facts and takes them out of the amenities.
export const PET_FRIENDLY = "Pet friendly";
export const FURNISHED = "Amueblado";

// The building facts that were amenities sit in the seed's draw where the amenity lists
// had them, and "Pet friendly" among the homes' at these places: the demo data was
// generated so, and moving them would redraw every listing.
const DRAWN_FACTS_AT: Partial<Record<PropertyType, readonly [number, string][]>> = {
  departamento: [
    [0, "Elevador"],
    [1, "Roof garden"],
    [2, "Seguridad 24/7"],
    [4, PET_FRIENDLY],
    [19, "Cisterna"],
  ],
  casa: [
    [8, "Cisterna"],
    [10, "Roof garden"],
    [11, PET_FRIENDLY],
  ],
  "casa-condominio": [
    [2, "Seguridad 24/7"],
    [10, PET_FRIENDLY],
    [13, "Cisterna"],
  ],
  oficina: [
    [0, "Elevador"],
    [5, "Seguridad 24/7"],
  ],
  "bodega-comercial": [[6, "Seguridad 24/7"]],
};

// What the seed draws a listing's amenities from: the ones an agent can tick for its type,
// and the facts' words above at their places.
export const FEATURES = Object.fromEntries(
  PROPERTY_TYPES.map((type) => {
    const pool = [...AMENITIES[type]];
    for (const [at, word] of DRAWN_FACTS_AT[type] ?? []) pool.splice(at, 0, word);
    return [type, pool as readonly string[]] as const;
  }),
) as Record<PropertyType, readonly string[]>;

// Features that make a good "con …" in a title.
const HIGHLIGHTS: Record<string, string> = {
  Balcón: "balcón",
  Terraza: "terraza",
  "Roof garden": "roof garden",
  Jardín: "jardín",
  Gimnasio: "gimnasio",
  Alberca: "alberca",
  "Vista panorámica": "vista panorámica",
  Estudio: "estudio",
  Chimenea: "chimenea",
  "Cuarto de servicio": "cuarto de servicio",
  "Andén de carga": "andén de carga",
  "Patio de maniobras": "patio de maniobras",
  "Sala de juntas": "sala de juntas",
  "Vitrina amplia": "vitrina amplia",
  "Todos los servicios": "todos los servicios",
  "Uso de suelo mixto": "uso de suelo mixto",
  "Casa club": "casa club",
  [PET_FRIENDLY]: "espacio pet friendly",
};

const RESIDENTIAL_ADJ: readonly (readonly [string, string])[] = [
  ["amplio", "amplia"],
  ["iluminado", "iluminada"],
  ["remodelado", "remodelada"],
  ["moderno", "moderna"],
  ["acogedor", "acogedora"],
  ["luminoso", "luminosa"],
  ["de estreno", "de estreno"],
  ["con excelente ubicación", "con excelente ubicación"],
];
const COMMERCIAL_ADJ: readonly (readonly [string, string])[] = [
  ["amplio", "amplia"],
  ["bien ubicado", "bien ubicada"],
  ["sobre avenida", "sobre avenida"],
  ["acondicionado", "acondicionada"],
  ["con excelente ubicación", "con excelente ubicación"],
];

const OP_PHRASE: Record<Operation, string> = { venta: "en venta", renta: "en renta", remate: "en remate" };

export type TextInput = {
  type: PropertyType;
  operation: Operation;
  colonia: string;
  alcaldia: AlcaldiaNombre;
  bedrooms: number;
  bathrooms: number;
  parking: number;
  built: number | null;
  total: number | null;
  features: readonly string[];
  luxury: boolean;
};

/** A title that says the flat is furnished: the listing is, whatever its amenities say. */
export const furnishedTitle = (colonia: string) => `Departamento amueblado en renta en ${colonia}`;

export function listingTitle(rng: Rng, t: TextInput): string {
  const w = TYPE_WORDS[t.type];
  const highlights = t.features.filter((f) => f in HIGHLIGHTS);
  if (t.operation === "remate") {
    return rng.pick([
      `Remate bancario: ${w.lower} en ${t.colonia}`,
      `${w.label} en remate en ${t.colonia}`,
      `Oportunidad de remate: ${w.lower} en ${t.colonia}`,
      t.bedrooms > 0 ? `Remate de ${w.lower} de ${t.bedrooms} recámaras en ${t.colonia}` : `${w.label} en remate bancario, ${t.colonia}`,
    ]);
  }
  if (t.type === "departamento" && t.luxury && t.features.includes("Terraza") && rng.chance(0.35)) {
    return `Penthouse con terraza en ${t.colonia}`;
  }
  if (t.type === "departamento" && t.bedrooms === 1 && rng.chance(0.25)) {
    return `Loft ${rng.pick(["moderno", "luminoso", "de estreno"])} en ${t.colonia}`;
  }
  const [masc, fem] = rng.pick(w.residential ? RESIDENTIAL_ADJ : COMMERCIAL_ADJ);
  const options = [`${w.label} ${g(w.fem, masc, fem)} en ${t.colonia}`, `${w.label} ${OP_PHRASE[t.operation]} en ${t.colonia}`];
  if (highlights.length)
    options.push(
      `${w.label} con ${HIGHLIGHTS[rng.pick(highlights)]} en ${t.colonia}`,
      `${w.label} con ${HIGHLIGHTS[rng.pick(highlights)]} en ${t.colonia}`,
    );
  if (t.bedrooms > 0) options.push(`${w.label} de ${countLabel(t.bedrooms, "recámara")} en ${t.colonia}`);
  if (t.type === "terreno" && t.total) options.push(`Terreno de ${fmtM2(t.total)} en ${t.colonia}`);
  if ((t.type === "oficina" || t.type === "bodega-comercial" || t.type === "local-comercial") && t.built) {
    options.push(`${w.label} de ${fmtM2(t.built)} en ${t.colonia}`);
  }
  if (t.operation === "renta" && t.type === "departamento" && rng.chance(0.2)) return furnishedTitle(t.colonia);
  return rng.pick(options);
}

const LANDMARKS: Record<AlcaldiaNombre, readonly string[]> = {
  "Álvaro Obregón": ["Periférico", "Av. Revolución", "Av. Insurgentes Sur"],
  Azcapotzalco: ["el Parque Tezozómoc", "la UAM Azcapotzalco", "el Circuito Interior"],
  "Benito Juárez": ["Av. Insurgentes Sur", "el Parque Hundido", "el World Trade Center", "el Viaducto"],
  Coyoacán: ["Ciudad Universitaria", "el centro de Coyoacán", "Av. Miguel Ángel de Quevedo"],
  "Cuajimalpa de Morelos": ["Santa Fe", "la carretera México-Toluca", "el Desierto de los Leones"],
  Cuauhtémoc: ["Paseo de la Reforma", "el Centro Histórico", "Av. Insurgentes", "el Circuito Interior"],
  "Gustavo A. Madero": ["la Basílica de Guadalupe", "Av. Insurgentes Norte", "Av. Instituto Politécnico Nacional"],
  Iztacalco: ["el Viaducto", "la Ciudad Deportiva Magdalena Mixiuhca", "el Circuito Interior"],
  Iztapalapa: ["Calz. Ermita Iztapalapa", "Calz. Ignacio Zaragoza", "la Central de Abasto"],
  "La Magdalena Contreras": ["Periférico Sur", "el Parque Los Dinamos", "Av. San Jerónimo"],
  "Miguel Hidalgo": ["el Bosque de Chapultepec", "Paseo de la Reforma", "Periférico"],
  "Milpa Alta": ["el centro de Villa Milpa Alta", "la carretera Xochimilco-Oaxtepec"],
  Tláhuac: ["la Línea 12 del Metro", "Av. Tláhuac"],
  Tlalpan: ["Periférico Sur", "Perisur", "el centro de Tlalpan", "Calz. de Tlalpan"],
  "Venustiano Carranza": ["el Aeropuerto Internacional", "el Viaducto", "el Circuito Interior"],
  Xochimilco: ["los embarcaderos de Xochimilco", "Periférico Sur", "el Tren Ligero"],
};

function fmtM2(n: number): string {
  return `${Math.round(n).toLocaleString("es-MX")} m²`;
}

function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}

function bathPhrase(b: number): string {
  const whole = Math.floor(b);
  const half = b % 1 !== 0;
  const wholeText = whole === 1 ? "un baño completo" : `${whole} baños completos`;
  return half ? `${wholeText} y medio baño` : wholeText;
}

// Shared amenities of a building or a gated development (the rest belong to the unit).
const BUILDING_AMENITIES = new Set([
  "Elevador",
  "Roof garden",
  "Seguridad 24/7",
  "Gimnasio",
  "Alberca",
  "Salón de usos múltiples",
  "Área de juegos infantiles",
  "Portero",
  "Estacionamiento de visitas",
  "Lobby",
  "Planta de emergencia",
  "Co-working",
  "Recepción",
  "Certificación LEED",
  "Casa club",
  "Acceso controlado",
]);

// Features that are not things a place "has" (they read badly in "Incluye …").
const NOT_LISTED = new Set([
  PET_FRIENDLY,
  FURNISHED,
  "A pie de calle",
  "Alto flujo peatonal",
  "Sobre avenida",
  "Esquina",
  "Terreno plano",
  "Escrituras en orden",
]);

function lowerFeature(feature: string): string {
  return /^[A-Z]{2}/.test(feature) ? feature : feature.charAt(0).toLowerCase() + feature.slice(1);
}

const CLOSINGS: Record<Operation, readonly string[]> = {
  venta: ["Acepta créditos bancarios.", "Escrituras en orden.", "Lista para habitar.", "Precio a tratar con oferta seria."],
  renta: ["Disponible de inmediato.", "Se solicita depósito y póliza jurídica.", "Contrato mínimo de un año.", "Trato directo con el asesor."],
  remate: [
    "Remate bancario: sólo pago de contado o crédito bancario aprobado.",
    "Precio por debajo del valor comercial; se entrega con posesión.",
    "Recuperación bancaria con trámite 100% legal.",
  ],
};

export function listingDescription(rng: Rng, t: TextInput): string {
  const w = TYPE_WORDS[t.type];
  const un = w.fem ? "una" : "un";
  const area = t.built ?? t.total;
  const verb = { venta: "Se vende", renta: "Se renta", remate: "Se remata" }[t.operation];
  const sentences: string[] = [];

  sentences.push(
    rng.pick([
      `${verb} ${w.lower} de ${fmtM2(area ?? 0)} en ${t.colonia}, ${t.alcaldia}.`,
      `Excelente oportunidad en ${t.colonia}: ${un} ${w.lower} de ${fmtM2(area ?? 0)}${t.bedrooms ? ` con ${countLabel(t.bedrooms, "recámara")}` : ""}.`,
      `${w.label} ${g(w.fem, "ubicado", "ubicada")} en una de las zonas más ${rng.pick(["tranquilas", "buscadas", "consolidadas"])} de ${t.colonia}.`,
    ]),
  );

  if (t.type === "departamento" || t.type === "casa" || t.type === "casa-condominio") {
    const rooms = t.bedrooms === 1 ? "una recámara con clóset" : `${t.bedrooms} recámaras con clóset`;
    sentences.push(
      rng.pick([
        `Cuenta con sala-comedor, cocina ${rng.pick(["integral", "abierta", "equipada"])}, ${rooms} y ${bathPhrase(t.bathrooms)}.`,
        `Distribución funcional: ${rooms}, ${bathPhrase(t.bathrooms)}, estancia con ${rng.pick(["mucha luz natural", "ventanales de piso a techo", "excelente ventilación"])} y cocina ${rng.pick(["integral", "abierta"])}.`,
      ]),
    );
  } else if (t.type === "terreno") {
    sentences.push(
      rng.pick([
        "Ideal para desarrollar vivienda unifamiliar.",
        "Perfecto para construir la casa de tus sueños.",
        "Con potencial para un desarrollo pequeño de departamentos.",
        "Terreno regular, listo para construir.",
      ]),
    );
  } else if (t.type === "oficina") {
    sentences.push(
      `Espacio ${rng.pick(["acondicionado", "en obra gris", "listo para operar"])} con ${rng.pick(["planta libre", "privados y área abierta", "recepción y sala de juntas"])}, ${countLabel(t.parking, "cajón", "cajones")} de estacionamiento.`,
    );
  } else if (t.type === "local-comercial") {
    sentences.push(
      `Ideal para ${rng.pick(["cafetería", "restaurante", "consultorio", "tienda de conveniencia", "farmacia", "estética", "showroom"])}; ${rng.pick(["buen flujo de clientes", "excelente visibilidad", "frente amplio a la calle"])}.`,
    );
  } else {
    sentences.push(
      `Nave con ${rng.pick(["andén de carga", "acceso para tráiler", "patio de maniobras"])} y ${rng.pick(["oficinas administrativas", "baños para personal", "piso de concreto pulido"])}, ideal para ${rng.pick(["almacenaje", "distribución", "logística de última milla"])}.`,
    );
  }

  const listed = t.features.filter((f) => !NOT_LISTED.has(f));
  const amenities = listed
    .filter((f) => BUILDING_AMENITIES.has(f))
    .slice(0, 3)
    .map(lowerFeature);
  const own = listed
    .filter((f) => !BUILDING_AMENITIES.has(f))
    .slice(0, 3)
    .map(lowerFeature);
  if ((t.type === "departamento" || t.type === "oficina") && amenities.length >= 2 && rng.chance(0.8)) {
    sentences.push(`El edificio ofrece ${listJoin(amenities)}.`);
  } else if (own.length >= 2 && rng.chance(0.75)) {
    const lead = t.type === "departamento" || t.type === "oficina" ? "Cuenta además con" : w.residential ? "Incluye" : "Cuenta con";
    sentences.push(`${lead} ${listJoin(own)}.`);
  }

  if (rng.chance(0.7)) {
    sentences.push(
      rng.pick([
        `A pocos minutos de ${rng.pick(LANDMARKS[t.alcaldia])}.`,
        `Cerca de ${rng.pick(LANDMARKS[t.alcaldia])}, transporte público, escuelas y comercios.`,
        `Zona con ${rng.pick(["restaurantes, cafés y parques", "supermercados, escuelas y hospitales", "fácil acceso a vías principales"])}.`,
      ]),
    );
  }

  const closings = CLOSINGS[t.operation].filter((c) => w.residential || c !== "Lista para habitar.");
  if (sentences.length < 4 && rng.chance(0.85)) sentences.push(rng.pick(closings));
  else if (sentences.length === 4 && rng.chance(0.3)) sentences[3] = rng.pick(closings);
  return sentences
    .slice(0, 4)
    .join(" ")
    .replace(/\bde el\b/g, "del")
    .replace(/\ba el\b/g, "al");
}

// Streets whose names already say what they are keep them; the rest become "Calle X".
const STREET_PREFIX =
  /^(?:(?:Av|Calz|Prol|Carr)\.\s|(?:Calle|Calzada|Eje|Paseo|Periférico|Privada|Cerrada|Circuito|Camino|Callejón|Río|Lago|Laguna|Presa|Bahía|Golfo|Mar|Bosque|Monte|Montes|Sierra|Viaducto|Fuente)\b)/;

export function streetName(name: string): string {
  return STREET_PREFIX.test(name) || /^\d/.test(name) ? name : `Calle ${name}`;
}

/** An address as an agent types it (calle y número, interior) and as buyers read it. */
export function listingAddress(
  rng: Rng,
  streets: readonly string[],
  colonia: string,
  type: PropertyType,
): { street: string; interior: string | null; address: string } {
  const name = streetName(rng.pick(streets));
  const isAvenue = /^(Av\.|Calz\.|Periférico|Eje|Carr\.|Viaducto)/.test(name);
  const number = isAvenue ? rng.int(10, 3400) : rng.int(1, 420);
  const interior =
    type === "departamento" && rng.chance(0.45)
      ? `${rng.int(1, 9)}0${rng.int(1, 4)}`
      : type === "oficina" && rng.chance(0.5)
        ? `piso ${rng.int(2, 18)}`
        : null;
  // "Oriente 170 núm. 248": a number after a numbered street needs a word between them.
  const street = `${name} ${/\d$/.test(name) ? "núm. " : ""}${number}`;
  return { street, interior, address: publicAddress({ street, interior, hide_address: false, colonia }) };
}
