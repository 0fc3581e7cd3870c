import { AMENITY_NAMES } from "../listings/amenities";
import { isFactFeatureName } from "./cell-values";
import { normalizeSearchText } from "../text/normalize";

// EasyBroker's names for features (and the tags agents add) that Hogaria calls otherwise,
// each to Hogaria's amenity. A name that is already Hogaria's passes as it is, and so does
// one that says a fact (readFeatures: "Mascotas permitidas", "Amueblado", "Elevador").
const SYNONYMS: Record<string, string> = {
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
  "club house": "Casa club",
  "planta electrica": "Planta de emergencia",
  "paneles fotovoltaicos": "Paneles solares",
  "porton automatico": "Portón eléctrico",
  "cocina equipada": "Cocina integral",
};

const BY_NORMALISED = new Map<string, string>([
  ...AMENITY_NAMES.map((name) => [normalizeSearchText(name), name] as const),
  ...Object.entries(SYNONYMS).map(([eb, ours]) => [normalizeSearchText(eb), ours] as const),
]);

export const EASYBROKER_FEATURES = {
  /** Hogaria's name for one of EasyBroker's ("Seguridad 24 horas" → "Seguridad 24/7"); an unknown name as written. */
  translate: (name: string): string => BY_NORMALISED.get(normalizeSearchText(name)) ?? name,
  /** Whether a name (after translate) is an amenity or fact Hogaria has. */
  known: (name: string): boolean => BY_NORMALISED.has(normalizeSearchText(name)) || isFactFeatureName(name),
};
