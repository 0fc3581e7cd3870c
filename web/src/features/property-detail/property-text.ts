import { internationalDigits } from "@web/lib/phone-links";
// Pure wording and links for the property pages (unit-tested in plain Node).
import { OPERATION_NAMES, PROPERTY_TYPE_NAMES, type Operation, type PropertyDetail, type PropertyType } from "@domain/properties/property";
import { OPERATION_SECTION, sectionPath } from "@domain/properties/sections";
import { formatArea, formatPriceMXN } from "@domain/format/money";
import { whatsappChatUrl } from "@web/lib/whatsapp";
import { roomCount } from "@domain/properties/card-texts";
import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { splitLangPath, type Lang } from "@domain/i18n/lang";

/** "Departamento en venta" */
export function propertyHeadline(p: { property_type: PropertyType; operation_type: Operation }, lang: Lang = "es"): string {
  return `${PROPERTY_TYPE_NAMES[lang][p.property_type].singular} ${OPERATION_NAMES[lang][p.operation_type].toLowerCase()}`;
}

/** Kinds of property where the total surface is land ("m² de terreno"); elsewhere it is the unit's total. */
const LAND_TYPES: ReadonlySet<PropertyType> = new Set(["casa", "casa-condominio", "terreno", "bodega-comercial"]);

export type FactKey = "bedrooms" | "bathrooms" | "parking" | "built" | "total" | "maintenance";
export type Fact = { key: FactKey; label: string };

type FactSource = Pick<
  PropertyDetail,
  "bedrooms" | "bathrooms" | "parking_spaces" | "built_surface" | "total_surface" | "maintenance" | "property_type"
>;

/**
 * The facts under the title, in reading order. Bedrooms, bathrooms and parking only when
 * above 0; the built area; the land (houses, lots) or the total when it differs from the
 * built area; the maintenance fee when there is one.
 */
export function propertyFacts(p: FactSource, lang: Lang = "es"): Fact[] {
  const t = PROPERTY_PAGE_TEXTS[lang];
  const facts: Fact[] = [];
  if (p.bedrooms > 0) facts.push({ key: "bedrooms", label: roomCount("bedroom", p.bedrooms, lang) });
  if (p.bathrooms > 0) facts.push({ key: "bathrooms", label: roomCount("bathroom", p.bathrooms, lang) });
  if (p.parking_spaces > 0) {
    facts.push({ key: "parking", label: roomCount("parking", p.parking_spaces, lang) });
  }
  if (p.built_surface) facts.push({ key: "built", label: t.builtArea(formatArea(p.built_surface)) });
  if (p.total_surface) {
    if (LAND_TYPES.has(p.property_type)) facts.push({ key: "total", label: t.landArea(formatArea(p.total_surface)) });
    else if (!p.built_surface || Math.round(p.total_surface) !== Math.round(p.built_surface)) {
      facts.push({ key: "total", label: t.totalArea(formatArea(p.total_surface)) });
    }
  }
  if (p.maintenance) facts.push({ key: "maintenance", label: t.maintenance(formatPriceMXN(p.maintenance, lang)) });
  return facts;
}

/**
 * What a rental costs a month with its maintenance fee: "Total al mes con mantenimiento:
 * $30,500". Null for a sale (its fee is among the facts) or a rental without a fee.
 */
export function monthlyTotalLine(p: Pick<PropertyDetail, "operation_type" | "price" | "maintenance">, lang: Lang = "es"): string | null {
  if (p.operation_type !== "renta" || !p.maintenance) return null;
  return PROPERTY_PAGE_TEXTS[lang].monthlyTotal(formatPriceMXN(p.price + p.maintenance, lang));
}

/** "Roma Norte, Cuauhtémoc" */
export function placeLine(p: Pick<PropertyDetail, "neighborhood" | "location">): string {
  const colonia = p.location?.colonia || p.neighborhood;
  return [colonia, p.location?.alcaldia].filter(Boolean).join(", ");
}

/** 'Hola, me interesa la propiedad {title} ({url})' */
export function propertyInterestMessage(title: string, url: string): string {
  return `Hola, me interesa la propiedad ${title} (${url})`;
}

/** https://wa.me/52{whatsapp}?text=… with the interest message. */
export function propertyWhatsappUrl(whatsapp: string, title: string, url: string): string {
  return whatsappChatUrl(propertyInterestMessage(title, url), internationalDigits(whatsapp));
}

/** The search page of an operation: venta → /comprar, renta → /rentar, remate → /remate. */
export function searchPathFor(operation: Operation): string {
  return sectionPath(OPERATION_SECTION[operation] ?? "comprar");
}

/**
 * Where "back to the search" goes when the listing itself is gone: the results page the
 * person came from (same site, /comprar, /rentar or /remate with its filters), if any.
 */
export function searchPathFromReferrer(referrer: string, origin: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // The router's own path, without the language's prefix (an English page came from /en/rentar).
  const path = splitLangPath(url.pathname).path;
  return /^\/(comprar|rentar|remate)\/?$/.test(path) ? `${path}${url.search}` : null;
}
