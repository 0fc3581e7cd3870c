import type { PropertyType } from "../properties/property";

// The amenities an agent can tick for each kind of property (and the seed draws from).
// Pet friendly and amueblado are facts of their own, not amenities.
export const AMENITIES: Record<PropertyType, readonly string[]> = {
  departamento: [
    "Elevador",
    "Roof garden",
    "Seguridad 24/7",
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
    "Cisterna",
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
    "Cisterna",
    "Calentador solar",
    "Roof garden",
    "Cuarto de TV",
    "Closets",
    "Paneles solares",
    "Alberca",
    "Portón eléctrico",
  ],
  "casa-condominio": [
    "Jardín",
    "Terraza",
    "Seguridad 24/7",
    "Acceso controlado",
    "Cocina integral",
    "Cuarto de servicio",
    "Cuarto de lavado",
    "Área de juegos infantiles",
    "Alberca",
    "Casa club",
    "Estudio",
    "Closets",
    "Cisterna",
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
    "Elevador",
    "Recepción",
    "Sala de juntas",
    "Aire acondicionado",
    "Piso técnico",
    "Seguridad 24/7",
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
    "Seguridad 24/7",
    "Rampa",
    "Piso de concreto pulido",
    "Subestación eléctrica",
    "Uso de suelo industrial",
  ],
};

/** Every amenity's name, once (several kinds of property share some). */
export const AMENITY_NAMES: readonly string[] = [...new Set(Object.values(AMENITIES).flat())];
const ALL = new Set(AMENITY_NAMES);
export const isKnownAmenity = (name: string): boolean => ALL.has(name);

/** What the two facts of their own are called wherever a person reads them. */
export const LISTING_FACT_LABELS = { petFriendly: "Pet friendly", furnished: "Amueblado" } as const;

/**
 * What a listing's page lists: its amenities, then its facts of their own by their labels.
 * The facts live in their columns, never among the amenities (the listing form would
 * refuse them there).
 */
export function withFactLabels(features: readonly string[], facts: { petFriendly: boolean; furnished: boolean }): string[] {
  const labels = (["petFriendly", "furnished"] as const).filter((fact) => facts[fact]).map((fact) => LISTING_FACT_LABELS[fact]);
  return [...features.filter((f) => !labels.includes(f as (typeof labels)[number])), ...labels];
}
