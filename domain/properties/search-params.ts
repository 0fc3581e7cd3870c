import { z } from "zod";
import { OPERATIONS, PROPERTY_TYPES } from "./property";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_POLYGON_POINTS, SORTS } from "./search-constants";

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_POLYGON_POINTS, SORTS, type Sort } from "./search-constants";

const message = {
  number: "Escribe un número válido.",
  operation: "Operación no válida: usa venta, renta o remate.",
  tipo: "Tipo de propiedad no válido.",
  sort: "Orden no válido.",
  bounds: "El área del mapa no es válida.",
  polygon: `El polígono no es válido: usa de 3 a ${MAX_POLYGON_POINTS} puntos con coordenadas válidas.`,
  range: "El mínimo no puede ser mayor que el máximo.",
};

const optionalNumber = (min: number, max: number) =>
  z.coerce.number({ error: message.number }).finite(message.number).min(min, message.number).max(max, message.number).optional();
const optionalInt = (min: number, max: number) =>
  z.coerce.number({ error: message.number }).int(message.number).min(min, message.number).max(max, message.number).optional();
const lng = (error: string) => z.number({ error }).min(-180, error).max(180, error);
const lat = (error: string) => z.number({ error }).min(-90, error).max(90, error);

// "west,south,east,north"
const bounds = z
  .string()
  .transform((s) => s.split(",").map(Number))
  .pipe(z.tuple([lng(message.bounds), lat(message.bounds), lng(message.bounds), lat(message.bounds)], { error: message.bounds }))
  .refine(([w, s, e, n]) => w < e && s < n, message.bounds)
  .optional();

// "lng,lat;lng,lat;…" — 3 to 100 points.
const polygon = z
  .string()
  .transform((s) => s.split(";").filter(Boolean).map((pair) => pair.split(",").map(Number)))
  .pipe(z.array(z.tuple([lng(message.polygon), lat(message.polygon)], { error: message.polygon }), { error: message.polygon }).min(3, message.polygon).max(MAX_POLYGON_POINTS, message.polygon))
  .optional();

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

// GET /api/properties. Also reads the parameters the home page, the header menus and the
// featured links produce: location/location_id/lat/lng, estado/tipo/recamaras, and
// type/transaction/location. Unknown parameters (utm_…) are ignored; a bad value is a 400.
export const propertySearchSchema = z
  .preprocess(
    (raw) => (raw && typeof raw === "object" ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, blankToUndefined(v)])) : raw),
    z.object({
      operation: z.enum(OPERATIONS, { error: message.operation }).default("venta"),
      transaction: z.enum(["venta", "renta"], { error: message.operation }).optional(),
      location_id: z.string().max(40).regex(/^[a-z0-9_]+$/i, "Ubicación no válida.").optional(),
      location: z.string().trim().max(100, "Ubicación no válida.").optional(),
      lat: optionalNumber(-90, 90),
      lng: optionalNumber(-180, 180),
      estado: z.enum(["cdmx"], { error: "Por ahora solo buscamos en la Ciudad de México." }).optional(),
      tipo: z.enum(PROPERTY_TYPES, { error: message.tipo }).optional(),
      type: z.enum(["Casa", "Departamento", "casa", "departamento"], { error: message.tipo }).optional(),
      inmobiliaria: z.string().max(80).regex(/^[a-z0-9-]+$/, "Inmobiliaria no válida.").optional(),
      recamaras: optionalInt(1, 5),
      banos: optionalInt(1, 10),
      estacionamientos: optionalInt(1, 10),
      precio_min: optionalInt(0, 10_000_000_000),
      precio_max: optionalInt(0, 10_000_000_000),
      superficie_min: optionalInt(0, 1_000_000),
      superficie_max: optionalInt(0, 1_000_000),
      orden: z.enum(SORTS, { error: message.sort }).default("recientes"),
      bounds,
      poligono: polygon,
      page: optionalInt(1, 10_000).default(1),
      page_size: optionalInt(1, 1000)
        .default(DEFAULT_PAGE_SIZE)
        .transform((n) => Math.min(n ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)),
    }),
  )
  .refine((p) => p.precio_min === undefined || p.precio_max === undefined || p.precio_min <= p.precio_max, {
    message: message.range,
    path: ["precio_max"],
  })
  .refine((p) => p.superficie_min === undefined || p.superficie_max === undefined || p.superficie_min <= p.superficie_max, {
    message: message.range,
    path: ["superficie_max"],
  })
  .transform(({ transaction, type, tipo, ...rest }) => ({
    ...rest,
    // Featured links: transaction and type win over the route's operation and tipo.
    operation: transaction ?? rest.operation,
    tipo: tipo ?? (type ? (type.toLowerCase() as "casa" | "departamento") : undefined),
  }));

export type PropertySearch = z.output<typeof propertySearchSchema>;
