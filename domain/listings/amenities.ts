import type { Lang } from "../i18n/lang";
import type { PropertyType } from "../properties/property";

// The amenities an agent can tick for each kind of property (and the seed draws from).
// The facts an advertiser attests (facts.ts: mascotas, amueblado, elevador, seguridad 24 h,
// cisterna, roof garden…) are not amenities: each has its column and its "No indicado".
const AMENITY_LISTS = {
  departamento: [
    "Gimnasio",
    "Balcón",
    "Terraza",
    "Cuarto de servicio",
    "Bodega",
    "Cocina integral",
    "Cuarto de lavado",
    "Alberca",
    "Salón de usos múltiples",
    "Área de juegos infantiles",
    "Portero",
    "Estacionamiento de visitas",
    "Closets",
    "Aire acondicionado",
    "Calentador solar",
    "Interfón",
    "Vista panorámica",
    "Lobby",
    "Planta de emergencia",
    "Co-working",
    "Estudio",
  ],
  casa: [
    "Jardín",
    "Terraza",
    "Cuarto de servicio",
    "Cocina integral",
    "Chimenea",
    "Estudio",
    "Cuarto de lavado",
    "Bodega",
    "Calentador solar",
    "Cuarto de TV",
    "Closets",
    "Paneles solares",
    "Alberca",
    "Portón eléctrico",
  ],
  "casa-condominio": [
    "Jardín",
    "Terraza",
    "Acceso controlado",
    "Cocina integral",
    "Cuarto de servicio",
    "Cuarto de lavado",
    "Área de juegos infantiles",
    "Alberca",
    "Casa club",
    "Estudio",
    "Closets",
    "Calentador solar",
    "Estacionamiento de visitas",
  ],
  terreno: [
    "Uso de suelo habitacional",
    "Uso de suelo mixto",
    "Todos los servicios",
    "Escrituras en orden",
    "Esquina",
    "Terreno plano",
    "Barda perimetral",
    "Acceso pavimentado",
    "Factibilidad de agua",
    "Frente amplio",
  ],
  "local-comercial": [
    "A pie de calle",
    "Alto flujo peatonal",
    "Cortina metálica",
    "Baño",
    "Uso de suelo comercial",
    "Esquina",
    "Estacionamiento",
    "Aire acondicionado",
    "Tapanco",
    "Sobre avenida",
    "Vitrina amplia",
  ],
  oficina: [
    "Recepción",
    "Sala de juntas",
    "Aire acondicionado",
    "Piso técnico",
    "Estacionamiento",
    "Planta de emergencia",
    "Cableado estructurado",
    "Certificación LEED",
    "Cocineta",
    "Privados",
    "Vista panorámica",
    "Lobby",
  ],
  "bodega-comercial": [
    "Andén de carga",
    "Altura libre de 9 m",
    "Patio de maniobras",
    "Oficinas",
    "Baños",
    "Acceso para tráiler",
    "Rampa",
    "Piso de concreto pulido",
    "Subestación eléctrica",
    "Uso de suelo industrial",
  ],
} as const satisfies Record<PropertyType, readonly string[]>;

export const AMENITIES: Record<PropertyType, readonly string[]> = AMENITY_LISTS;

/** An amenity's name as the publishing form writes it (and the listing stores it). */
export type AmenityName = (typeof AMENITY_LISTS)[PropertyType][number];

/** Every amenity's name, once (several kinds of property share some). */
export const AMENITY_NAMES: readonly string[] = [...new Set(Object.values(AMENITIES).flat())];
const ALL = new Set(AMENITY_NAMES);
export const isKnownAmenity = (name: string): boolean => ALL.has(name);

/**
 * Each amenity's name on English pages. A listing's amenities are stored by their Spanish
 * name (the publishing form's, AMENITIES); a name not in this list (an import's own words)
 * is shown as written, like the rest of the advertiser's text.
 */
export const AMENITY_NAMES_EN: Readonly<Record<AmenityName, string>> = {
  Gimnasio: "Gym",
  Balcón: "Balcony",
  Terraza: "Terrace",
  "Cuarto de servicio": "Staff quarters",
  Bodega: "Storage room",
  "Cocina integral": "Fitted kitchen",
  "Cuarto de lavado": "Laundry room",
  Alberca: "Swimming pool",
  "Salón de usos múltiples": "Multipurpose room",
  "Área de juegos infantiles": "Children's play area",
  Portero: "Doorman",
  "Estacionamiento de visitas": "Visitor parking",
  Closets: "Closets",
  "Aire acondicionado": "Air conditioning",
  "Calentador solar": "Solar water heater",
  Interfón: "Intercom",
  "Vista panorámica": "Panoramic view",
  Lobby: "Lobby",
  "Planta de emergencia": "Backup generator",
  "Co-working": "Co-working space",
  Estudio: "Study",
  Jardín: "Garden",
  Chimenea: "Fireplace",
  "Cuarto de TV": "TV room",
  "Paneles solares": "Solar panels",
  "Portón eléctrico": "Electric gate",
  "Acceso controlado": "Controlled access",
  "Casa club": "Clubhouse",
  "Uso de suelo habitacional": "Residential zoning",
  "Uso de suelo mixto": "Mixed-use zoning",
  "Todos los servicios": "All utilities",
  "Escrituras en orden": "Title deeds in order",
  Esquina: "Corner lot",
  "Terreno plano": "Flat land",
  "Barda perimetral": "Perimeter wall",
  "Acceso pavimentado": "Paved access",
  "Factibilidad de agua": "Water supply approved",
  "Frente amplio": "Wide frontage",
  "A pie de calle": "Street level",
  "Alto flujo peatonal": "High foot traffic",
  "Cortina metálica": "Metal roller shutter",
  Baño: "Restroom",
  "Uso de suelo comercial": "Commercial zoning",
  Estacionamiento: "Parking",
  Tapanco: "Mezzanine",
  "Sobre avenida": "On a main avenue",
  "Vitrina amplia": "Large shop window",
  Recepción: "Reception",
  "Sala de juntas": "Meeting room",
  "Piso técnico": "Raised floor",
  "Cableado estructurado": "Structured cabling",
  "Certificación LEED": "LEED certification",
  Cocineta: "Kitchenette",
  Privados: "Private offices",
  "Andén de carga": "Loading dock",
  "Altura libre de 9 m": "9 m clear height",
  "Patio de maniobras": "Maneuvering yard",
  Oficinas: "Offices",
  Baños: "Restrooms",
  "Acceso para tráiler": "Trailer access",
  Rampa: "Ramp",
  "Piso de concreto pulido": "Polished concrete floor",
  "Subestación eléctrica": "Electrical substation",
  "Uso de suelo industrial": "Industrial zoning",
};

/** Every amenity's name in both languages, for the catalogue checks (INTERFACE_CATALOGUES). */
export const AMENITY_TEXTS: readonly { es: string; en: string }[] = (AMENITY_NAMES as readonly AmenityName[]).map((es) => ({
  es,
  en: AMENITY_NAMES_EN[es],
}));

/** An amenity's name in `lang`: its English twin for a name of the form's, else as the advertiser wrote it. */
export function amenityName(name: string, lang: Lang): string {
  if (lang === "es") return name;
  return (AMENITY_NAMES_EN as Readonly<Record<string, string>>)[name] ?? name;
}
