import { formatLongDate } from "../format/date";
import { countLabel, countLabelEn } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import { LICENSE_KIND_LABELS, LICENSE_STATUS_LABELS, PROFILE_MESSAGES } from "./my-profile";

// What an independent agent's page (/agente/{slug}) says, in each language. The agent's
// name, presentation and places stay as they are written.

export const AGENT_PAGE_TEXT = bilingual({
  notFound: { es: PROFILE_MESSAGES.agentNotFound, en: "We could not find this agent." },
  notFoundHint: { es: PROFILE_MESSAGES.agentNotFoundHint, en: "They may have closed their account. Search for properties in Mexico City." },
  loadFailed: { es: "No pudimos cargar este agente.", en: "We could not load this agent." },
  searchProperties: { es: "Buscar propiedades", en: "Search properties" },
  loading: { es: "Cargando agente", en: "Loading agent" },
  role: { es: "Agente inmobiliario", en: "Real estate agent" },
  verified: { es: LICENSE_STATUS_LABELS.verificado, en: "Verified license" },
  licenseKinds: { es: LICENSE_KIND_LABELS, en: { cedula: "Professional license (cédula)", ampi: "AMPI member number" } },
  memberSince: {
    es: (date: Date) => `En Hogaria desde el ${formatLongDate(date)}`,
    en: (date: Date) => `On Hogaria since ${formatLongDate(date, "en")}`,
  },
  zones: { es: "Colonias donde trabaja", en: "Neighborhoods they work in" },
  listingsOf: { es: (name: string) => `Propiedades de ${name}`, en: (name: string) => `${name}'s properties` },
  listed: {
    es: (n: number) => countLabel(n, "propiedad publicada", "propiedades publicadas"),
    en: (n: number) => countLabelEn(n, "property listed", "properties listed"),
  },
  noListings: { es: "Por ahora no tiene propiedades publicadas.", en: "No properties listed for now." },
});
