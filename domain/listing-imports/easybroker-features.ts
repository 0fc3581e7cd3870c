import { AMENITY_NAMES, LISTING_FACT_LABELS } from "../listings/amenities";
import { normalizeSearchText } from "../text/normalize";

// EasyBroker's names for features (and the tags agents add) that Hogaria calls otherwise,
// each to Hogaria's amenity, or to one of the two facts of their own (pet friendly,
// amueblado). A name that is already Hogaria's passes as it is.
const SYNONYMS: Record<string, string> = {
  "seguridad 24 horas": "Seguridad 24/7",
  "seguridad 24 hrs": "Seguridad 24/7",
  "vigilancia 24 horas": "Seguridad 24/7",
  vigilancia: "Seguridad 24/7",
  seguridad: "Seguridad 24/7",
  "caseta de vigilancia": "Acceso controlado",
  "acceso controlado": "Acceso controlado",
  "juegos infantiles": "Área de juegos infantiles",
  "area de juegos": "Área de juegos infantiles",
  "area de juegos infantiles": "Área de juegos infantiles",
  "salon de fiestas": "Salón de usos múltiples",
  "salon de eventos": "Salón de usos múltiples",
  "estacionamiento para visitas": "Estacionamiento de visitas",
  "area de lavado": "Cuarto de lavado",
  lavanderia: "Cuarto de lavado",
  "cuarto de servicio": "Cuarto de servicio",
  closet: "Closets",
  vestidor: "Closets",
  "sala de tv": "Cuarto de TV",
  "family room": "Cuarto de TV",
  piscina: "Alberca",
  gym: "Gimnasio",
  ascensor: "Elevador",
  "club house": "Casa club",
  "planta electrica": "Planta de emergencia",
  "paneles fotovoltaicos": "Paneles solares",
  "porton automatico": "Portón eléctrico",
  "cocina equipada": "Cocina integral",
  "mascotas permitidas": LISTING_FACT_LABELS.petFriendly,
  "se permiten mascotas": LISTING_FACT_LABELS.petFriendly,
  "acepta mascotas": LISTING_FACT_LABELS.petFriendly,
  amueblado: LISTING_FACT_LABELS.furnished,
  amueblada: LISTING_FACT_LABELS.furnished,
  "semi amueblado": LISTING_FACT_LABELS.furnished,
};

const BY_NORMALISED = new Map<string, string>([
  ...AMENITY_NAMES.map((name) => [normalizeSearchText(name), name] as const),
  ...Object.values(LISTING_FACT_LABELS).map((label) => [normalizeSearchText(label), label] as const),
  ...Object.entries(SYNONYMS).map(([eb, ours]) => [normalizeSearchText(eb), ours] as const),
]);

export const EASYBROKER_FEATURES = {
  /** Hogaria's name for one of EasyBroker's ("Seguridad 24 horas" → "Seguridad 24/7"); an unknown name as written. */
  translate: (name: string): string => BY_NORMALISED.get(normalizeSearchText(name)) ?? name,
  /** Whether a name (after translate) is an amenity or fact Hogaria has. */
  known: (name: string): boolean => BY_NORMALISED.has(normalizeSearchText(name)),
};
