import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "../errors/common-messages";
import { countLabel, countLabelEn, propertyCountLabel } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import { AGENCY_MESSAGES, AGENCY_MESSAGES_EN } from "./agency-profile";

// What the agency directory (/buscar-inmobiliarias) and an agency's page say, in each
// language. Agencies' names, descriptions and places stay as they are written.

export const AGENCY_TEXT = bilingual({
  directoryTitle: { es: "Buscar inmobiliarias", en: "Find real estate agencies" },
  directoryLead: {
    es: "Encuentra inmobiliarias de confianza en la Ciudad de México y conoce las propiedades que ofrecen.",
    en: "Find trustworthy real estate agencies in Mexico City and see the properties they offer.",
  },
  filterLabel: { es: "Filtrar inmobiliarias", en: "Filter agencies" },
  nameLabel: { es: "Nombre de la inmobiliaria", en: "Agency name" },
  namePlaceholder: { es: "Ej. Casa Capital", en: "E.g. Casa Capital" },
  clearName: { es: "Borrar nombre", en: "Clear name" },
  alcaldia: { es: "Alcaldía", en: "Borough (alcaldía)" },
  allAlcaldias: { es: "Todas las alcaldías", en: "All boroughs" },
  agencyCount: { es: (n: number) => countLabel(n, "inmobiliaria"), en: (n: number) => countLabelEn(n, "agency", "agencies") },
  loadingAgencies: { es: "Cargando inmobiliarias…", en: "Loading agencies…" },
  loadFailed: { es: "No pudimos cargar las inmobiliarias.", en: "We could not load the agencies." },
  offline: { es: COMMON_MESSAGES.offline, en: COMMON_MESSAGES_EN.offline },
  retry: { es: "Reintentar", en: "Try again" },
  noneFiltered: { es: "No encontramos inmobiliarias con esos filtros.", en: "We found no agencies with those filters." },
  noneFilteredHint: { es: "Prueba con otro nombre o elige otra alcaldía.", en: "Try another name or choose another borough." },
  clearFilters: { es: "Limpiar filtros", en: "Clear filters" },
  noneYet: { es: "Aún no hay inmobiliarias en Hogaria.", en: "There are no agencies on Hogaria yet." },
  noneYetHint: {
    es: "Vuelve pronto: estamos sumando inmobiliarias de toda la ciudad.",
    en: "Come back soon: we are adding agencies from all over the city.",
  },
  properties: { es: (n: number) => propertyCountLabel(n), en: (n: number) => propertyCountLabel(n, "en") },
  servesIn: { es: "Atiende en", en: "Works in" },
  more: { es: (n: number) => `+${n} más`, en: (n: number) => `+${n} more` },
  seeAgency: { es: "Ver inmobiliaria", en: "See agency" },
  // An agency's page.
  notFound: { es: AGENCY_MESSAGES.notFound, en: AGENCY_MESSAGES_EN.notFound },
  notFoundHint: { es: AGENCY_MESSAGES.notFoundHint, en: AGENCY_MESSAGES_EN.notFoundHint },
  pageLoadFailed: { es: "No pudimos cargar esta inmobiliaria.", en: "We could not load this agency." },
  seeAgencies: { es: "Ver inmobiliarias", en: "See agencies" },
  loadingAgency: { es: "Cargando inmobiliaria", en: "Loading agency" },
  breadcrumb: { es: "Ruta", en: "Breadcrumb" },
  agencies: { es: "Inmobiliarias", en: "Agencies" },
  zones: { es: "Zonas donde trabaja", en: "Areas it works in" },
  agents: { es: "Asesores", en: "Agents" },
  seePhone: { es: "Ver teléfono", en: "See phone number" },
  seePhoneOf: { es: (name: string) => `Ver teléfono de ${name}`, en: (name: string) => `See ${name}'s phone number` },
  noPhone: { es: AGENCY_MESSAGES.noPhone, en: AGENCY_MESSAGES_EN.noPhone },
  contactFailed: { es: AGENCY_MESSAGES.contactFailed, en: AGENCY_MESSAGES_EN.contactFailed },
  listings: { es: "Propiedades", en: "Properties" },
  operation: { es: "Operación", en: "Operation" },
  operationTabs: {
    es: { venta: "Venta", renta: "Renta", remate: "Remate" },
    en: { venta: "Sale", renta: "Rent", remate: "Foreclosure" },
  },
  type: { es: "Tipo", en: "Type" },
  allTypes: { es: "Todos los tipos", en: "All types" },
  bedrooms: { es: "Recámaras", en: "Bedrooms" },
  any: { es: "Cualquiera", en: "Any" },
  listingsFailed: { es: "No pudimos cargar las propiedades.", en: "We could not load the properties." },
  loadingListings: { es: "Cargando propiedades", en: "Loading properties" },
  noListings: { es: "Esta inmobiliaria no tiene propiedades con esos filtros.", en: "This agency has no properties with those filters." },
  pagination: { es: "Paginación", en: "Pagination" },
  previous: { es: "Anterior", en: "Previous" },
  next: { es: "Siguiente", en: "Next" },
  pageOf: { es: (page: number, pages: number) => `Página ${page} de ${pages}`, en: (page: number, pages: number) => `Page ${page} of ${pages}` },
});
