import * as z from "zod";
import { OPERATIONS, PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type Operation, type PropertyType } from "../properties/property";
import { keepMultilineText, keepText } from "../text/kept-text";
import { AMENITIES, isKnownAmenity } from "./amenities";
import { LEGAL_STATUSES } from "./legal-status";
import { LISTING_LIMITS as L, PRICE_RANGES } from "./listing-limits";
import { LISTING_MESSAGES as M } from "./listing-messages";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { countLabel } from "../format/number";
import { CREDITS, FURNISHINGS, GUARANTEES, keptFacts, LAND_USES, LISTING_FACTS as F, PET_POLICIES, YES_NO } from "./facts";

// A text is length-checked raw (so a huge body is never examined), kept as written
// (kept-text.ts: only whitespace is tidied), then checked again on what will be stored.
const text = (min: number, max: number, messages: { required: string; min: string; max: string }, multiline = false) =>
  z
    .string({ error: messages.required })
    .max(max * 2, messages.max)
    .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
    .transform(multiline ? keepMultilineText : keepText)
    .pipe(z.string().min(1, messages.required).min(min, messages.min).max(max, messages.max));

const int = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

const money = (message: string) => int(0, PRICE_RANGES.max, message);

// A fact the advertiser attests: one of its values, or null for "No indicado".
const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) => z.enum(values, { error: M.factChoice(label) }).nullable();

// Each field on its own: what a draft may hold, checked as the agent types.
export const listingFields = {
  operation_type: z.enum(OPERATIONS, { error: M.operation }),
  property_type: z.enum(PROPERTY_TYPES, { error: M.propertyType }),
  location_id: z
    .string({ error: M.location })
    .min(1, M.location)
    .max(40, M.location)
    .regex(/^[a-z0-9_-]+$/i, M.location),
  street: text(L.streetMin, L.streetMax, { required: M.streetRequired, min: M.streetMin, max: M.streetMax }),
  interior: z
    .string()
    .max(L.interiorMax * 2, M.interiorMax)
    .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
    .transform(keepText)
    .pipe(z.string().max(L.interiorMax, M.interiorMax)),
  lat: z.number({ error: M.pin }).min(L.bounds.south, M.pin).max(L.bounds.north, M.pin),
  lng: z.number({ error: M.pin }).min(L.bounds.west, M.pin).max(L.bounds.east, M.pin),
  hide_address: z.boolean({ error: M.boolean }),
  price: int(1, PRICE_RANGES.max, M.priceNumber),
  maintenance: money(M.maintenance).nullable(),
  appraisal_value: money(M.appraisalNumber).nullable(),
  legal_status: z.enum(LEGAL_STATUSES, { error: M.legalStatus }).nullable(),
  bedrooms: int(0, L.roomsMax, M.bedrooms),
  bathrooms: z
    .number({ error: M.bathrooms })
    .min(0, M.bathrooms)
    .max(L.roomsMax, M.bathrooms)
    .refine((n) => Number.isInteger(n * 2), M.bathrooms),
  parking_spaces: int(0, L.roomsMax, M.parking),
  built_surface: z.number({ error: M.surface }).gt(0, M.surfacePositive).max(L.surfaceMax, M.surface).nullable(),
  total_surface: z.number({ error: M.surface }).gt(0, M.surfacePositive).max(L.surfaceMax, M.surface).nullable(),
  age_years: int(0, L.ageMax, M.age).nullable(),
  features: z.array(z.string().max(60).refine(isKnownAmenity, M.amenity), { error: M.amenity }).max(L.amenitiesMax, M.amenity),
  // The facts an advertiser attests (facts.ts); credits is the list of those accepted.
  pets: choice(PET_POLICIES, F.pets.label),
  furnishing: choice(FURNISHINGS, F.furnishing.label),
  credits: z
    .array(z.enum(CREDITS, { error: M.factChoice(F.credits.label) }), { error: M.factChoice(F.credits.label) })
    .max(CREDITS.length, M.factChoice(F.credits.label))
    .nullable(),
  land_use: choice(LAND_USES, F.land_use.label),
  guarantee: choice(GUARANTEES, F.guarantee.label),
  elevador: choice(YES_NO, F.elevador.label),
  seguridad_24h: choice(YES_NO, F.seguridad_24h.label),
  cisterna: choice(YES_NO, F.cisterna.label),
  gas_natural: choice(YES_NO, F.gas_natural.label),
  roof_garden: choice(YES_NO, F.roof_garden.label),
  deposit_months: z
    .number({ error: M.depositMonths })
    .min(0, M.depositMonths)
    .max(L.depositMonthsMax, M.depositMonths)
    .refine((n) => Number.isInteger(n * 2), M.depositMonths)
    .nullable(),
  maintenance_included: z.boolean({ error: M.boolean }).nullable(),
  title: text(L.titleMin, L.titleMax, { required: M.titleRequired, min: M.titleLength, max: M.titleLength }),
  description: text(
    L.descriptionMin,
    L.descriptionMax,
    { required: M.descriptionRequired, min: M.descriptionLength, max: M.descriptionLength },
    true,
  ),
  // Optional: the advertiser's own English text, shown on English pages (blank is none).
  description_en: z
    .string({ error: M.descriptionEnLength })
    .max(L.descriptionMax * 2, M.descriptionEnLength)
    .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
    .transform(keepMultilineText)
    .pipe(z.string().max(L.descriptionMax, M.descriptionEnLength))
    .transform((text) => text || null)
    .nullable(),
};

// A draft: any subset of the fields, each valid on its own. Autosave sends what changed.
// A key the form does not have is refused (in Spanish, like every message).
export const listingDraftSchema = z
  .object(listingFields, { error: (iss) => (iss.code === "unrecognized_keys" ? M.unknownFields(iss.keys) : undefined) })
  .partial()
  .strict();
export type ListingDraft = z.infer<typeof listingDraftSchema>;

const complete = z.object({
  ...listingFields,
  interior: listingFields.interior.default(""),
  hide_address: listingFields.hide_address.default(false),
  maintenance: listingFields.maintenance.default(null),
  appraisal_value: listingFields.appraisal_value.default(null),
  legal_status: listingFields.legal_status.default(null),
  // Left empty, a count is none (the form shows 0).
  bedrooms: listingFields.bedrooms.default(0),
  bathrooms: listingFields.bathrooms.default(0),
  parking_spaces: listingFields.parking_spaces.default(0),
  built_surface: listingFields.built_surface.default(null),
  total_surface: listingFields.total_surface.default(null),
  age_years: listingFields.age_years.default(null),
  features: listingFields.features.default([]),
  // A fact left out is not given.
  pets: listingFields.pets.default(null),
  furnishing: listingFields.furnishing.default(null),
  credits: listingFields.credits.default(null),
  land_use: listingFields.land_use.default(null),
  guarantee: listingFields.guarantee.default(null),
  elevador: listingFields.elevador.default(null),
  seguridad_24h: listingFields.seguridad_24h.default(null),
  cisterna: listingFields.cisterna.default(null),
  gas_natural: listingFields.gas_natural.default(null),
  roof_garden: listingFields.roof_garden.default(null),
  deposit_months: listingFields.deposit_months.default(null),
  maintenance_included: listingFields.maintenance_included.default(null),
  description_en: listingFields.description_en.default(null),
});

// The rules between fields. Each applies as soon as the fields it needs are there, so a
// form can check them step by step; the complete listing must pass them all.
export function listingRuleIssues(l: Partial<z.infer<typeof complete>>): [field: keyof ListingDraft, message: string][] {
  const issues: [keyof ListingDraft, string][] = [];
  const price = typeof l.price === "number" ? l.price : null;
  if (l.operation_type && price !== null) {
    const range = PRICE_RANGES[l.operation_type];
    if (price < range.min || price > range.max) issues.push(["price", M.priceRange(l.operation_type)]);
  }
  const maintenance = l.maintenance ?? null;
  // The cuota is a monthly fraction of what a home costs or rents for; included in a
  // rent, it has no amount of its own.
  if (l.operation_type === "renta" && l.maintenance_included === true && maintenance !== null) {
    issues.push(["maintenance", M.maintenanceIncludedAmount]);
  } else if (l.operation_type === "renta" && maintenance !== null && price !== null && maintenance >= price) {
    issues.push(["maintenance", M.maintenanceAboveRent]);
  } else if (maintenance !== null && (maintenance > L.maintenanceMax || (price !== null && maintenance >= price))) {
    issues.push(["maintenance", M.maintenanceHigh]);
  }
  if (l.property_type === "terreno") {
    if ((l.bedrooms ?? 0) > 0) issues.push(["bedrooms", M.landRooms]);
    if ((l.bathrooms ?? 0) > 0) issues.push(["bathrooms", M.landRooms]);
    if ((l.total_surface ?? null) === null) issues.push(["total_surface", M.landSurface]);
  } else if (l.property_type && (l.built_surface ?? null) === null) {
    issues.push(["built_surface", M.builtSurface]);
  }
  if (l.property_type && isResidential(l.property_type) && (l.bathrooms ?? 0) === 0) issues.push(["bathrooms", M.bathroomsRequired]);
  if (l.operation_type === "remate") {
    const appraisal = l.appraisal_value ?? null;
    if (appraisal === null) issues.push(["appraisal_value", M.appraisalRequired]);
    else if (price !== null && appraisal < price) issues.push(["appraisal_value", M.appraisalBelowPrice]);
    if ((l.legal_status ?? null) === null) issues.push(["legal_status", M.legalStatusRequired]);
  }
  if (l.property_type && l.features?.length) {
    const allowed = new Set(AMENITIES[l.property_type]);
    if (l.features.some((f) => !allowed.has(f))) issues.push(["features", M.amenityForType]);
  }
  return issues;
}

// A listing ready to publish: every required field, and no impossible combination. The
// facts that do not apply to its operation and type are cleared (keptFacts).
export const listingSchema = complete
  .superRefine((l, ctx) => {
    for (const [path, message] of listingRuleIssues(l)) ctx.addIssue({ code: "custom", path: [path], message });
  })
  .transform((l) => keptFacts(l, { operation: l.operation_type, type: l.property_type }));
export type Listing = z.infer<typeof listingSchema>;

const RESIDENTIAL: readonly PropertyType[] = ["casa", "departamento", "casa-condominio"];
export const isResidential = (type: PropertyType): boolean => RESIDENTIAL.includes(type);

// The form's steps and the fields each one asks for (the review step asks nothing new).
export const LISTING_STEPS = [
  { id: "operacion", label: "Operación", fields: ["operation_type", "property_type"] },
  { id: "ubicacion", label: "Ubicación", fields: ["location_id", "street", "interior", "lat", "lng", "hide_address"] },
  {
    id: "precio",
    label: "Precio",
    fields: ["price", "maintenance", "maintenance_included", "deposit_months", "guarantee", "credits", "appraisal_value", "legal_status"],
  },
  {
    id: "caracteristicas",
    label: "Características",
    fields: [
      "bedrooms",
      "bathrooms",
      "parking_spaces",
      "built_surface",
      "total_surface",
      "age_years",
      "land_use",
      "pets",
      "furnishing",
      "elevador",
      "seguridad_24h",
      "cisterna",
      "gas_natural",
      "roof_garden",
      "features",
    ],
  },
  { id: "descripcion", label: "Descripción", fields: ["title", "description", "description_en"] },
  { id: "fotos", label: "Fotos", fields: [] },
  { id: "revision", label: "Revisión", fields: [] },
] as const satisfies readonly { id: string; label: string; fields: readonly (keyof ListingDraft)[] }[];

export type ListingStepId = (typeof LISTING_STEPS)[number]["id"];

// Errors of the complete listing, keyed by field, so a form can send the agent to the
// first step with a problem.
export function listingErrors(draft: ListingDraft): Record<string, string> {
  const parsed = listingSchema.safeParse(draft);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  // zod skips the rules while a field is missing; the form still wants them now, over
  // the fields that are valid on their own.
  const valid: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    const field = listingFields[key as keyof typeof listingFields]?.safeParse(value);
    if (field?.success) valid[key] = field.data;
  }
  for (const [field, message] of listingRuleIssues(valid)) errors[field] ??= message;
  return errors;
}

export function firstStepWithError(errors: Record<string, string>): number {
  // The API answers a listing without photos with a `photos` error: that is the photos step.
  const index = LISTING_STEPS.findIndex((s) => (s.fields as readonly string[]).some((f) => f in errors) || (s.id === "fotos" && "photos" in errors));
  return index === -1 ? LISTING_STEPS.length - 1 : index;
}

// "Departamento en renta en Roma Norte, 2 recámaras": a title from the facts, which the
// agent can edit.
export function suggestTitle(facts: {
  property_type?: PropertyType;
  operation_type?: Operation;
  colonia?: string | null;
  bedrooms?: number;
}): string {
  if (!facts.property_type || !facts.operation_type) return "";
  const type = PROPERTY_TYPE_LABELS[facts.property_type].singular;
  const operation = { venta: "en venta", renta: "en renta", remate: "en remate" }[facts.operation_type];
  const place = facts.colonia ? ` en ${facts.colonia}` : "";
  const rooms = facts.bedrooms && facts.property_type !== "terreno" ? `, ${countLabel(facts.bedrooms, "recámara")}` : "";
  return `${type} ${operation}${place}${rooms}`.slice(0, L.titleMax);
}
