import { formatNumber } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import { AGENCY_PROFILE_LIMITS } from "./agency-profile";

// What the agency owner's own pages say in each language: the agency's profile (logo,
// description, zones), "Alta de tu inmobiliaria" and its verification fields, and the
// "Reportes" tab. Refusals and the sign-up's sentences live with their rules
// (agency-profile.ts, agency-signup.ts, agency-report.ts).

const logoMb = AGENCY_PROFILE_LIMITS.logoMaxBytes / 1024 / 1024;

export const AGENCY_ADMIN_TEXT = bilingual({
  // The profile.
  profileTitle: { es: "Perfil de la inmobiliaria", en: "Agency profile" },
  seePublicPage: { es: "Ver página pública", en: "See public page" },
  description: { es: "Descripción", en: "Description" },
  saveProfile: { es: "Guardar perfil", en: "Save profile" },
  optionalLength: {
    es: (length: number) => `Opcional. ${length} / ${AGENCY_PROFILE_LIMITS.descriptionMax}`,
    en: (length: number) => `Optional. ${length} / ${AGENCY_PROFILE_LIMITS.descriptionMax}`,
  },
  // The logo.
  changeLogo: { es: "Cambiar logo", en: "Change logo" },
  uploadLogo: { es: "Subir logo", en: "Upload logo" },
  chooseLogo: { es: "Elegir logo", en: "Choose logo" },
  logoHelp: {
    es: (optional: boolean) => `${optional ? "Opcional. " : ""}JPG, PNG o WebP, hasta ${logoMb} MB.`,
    en: (optional: boolean) => `${optional ? "Optional. " : ""}JPG, PNG or WebP, up to ${logoMb} MB.`,
  },
  logoFallbackName: { es: "Inmobiliaria", en: "Agency" },
  // The zones.
  alcaldiasLegend: { es: "Alcaldías donde trabajas", en: "Boroughs (alcaldías) you work in" },
  coloniasLabel: { es: "Colonias donde trabajas", en: "Colonias you work in" },
  coloniasChosen: { es: "Colonias elegidas", en: "Chosen colonias" },
  removeZone: { es: (name: string) => `Quitar ${name}`, en: (name: string) => `Remove ${name}` },
  zonesCount: {
    es: (n: number) => `${n} de ${AGENCY_PROFILE_LIMITS.zonesMax} zonas.`,
    en: (n: number) => `${n} of ${AGENCY_PROFILE_LIMITS.zonesMax} areas.`,
  },
  // "Alta de tu inmobiliaria".
  agencyName: { es: "Nombre de la inmobiliaria", en: "Agency name" },
  pageAddress: { es: "Dirección de tu página", en: "Your page's address" },
  contactPhone: { es: "Teléfono de contacto", en: "Contact phone" },
  noPhoneYet: { es: "Sin teléfono por ahora", en: "No phone for now" },
  verifyAnotherPhone: { es: "Verificar otro celular", en: "Verify another mobile number" },
  agencyMobile: { es: "Celular de la inmobiliaria", en: "The agency's mobile number" },
  verification: { es: "Verificación", en: "Verification" },
  proofOfAddress: { es: "Comprobante de domicilio", en: "Proof of address" },
  changeFile: { es: "Cambiar archivo", en: "Change file" },
  chooseFile: { es: "Elegir archivo", en: "Choose file" },
  chooseProof: { es: "Elegir comprobante de domicilio", en: "Choose proof of address" },
  // "Reportes".
  retry: { es: "Reintentar", en: "Try again" },
  loadingReport: { es: "Cargando reporte", en: "Loading report" },
  windowOf: { es: (window: string, period: string) => `${window}, del ${period}`, en: (window: string, period: string) => `${window}, ${period}` },
  views: { es: "Vistas", en: "Views" },
  saves: { es: "Guardados", en: "Saves" },
  leads: { es: "Contactos", en: "Leads" },
  properties: { es: "Propiedades", en: "Properties" },
  byStatus: { es: "Propiedades por estado", en: "Properties by status" },
  byAgent: { es: "Por asesor", en: "By agent" },
  agent: { es: "Asesor", en: "Agent" },
  byListing: { es: "Por propiedad", en: "By property" },
  listing: { es: "Propiedad", en: "Property" },
  status: { es: "Estado", en: "Status" },
  chartSummary: {
    es: (days: number, views: number, saves: number, leads: number) =>
      `Últimos ${days} días: ${formatNumber(views)} vistas, ${formatNumber(saves)} guardados y ${formatNumber(leads)} contactos.`,
    en: (days: number, views: number, saves: number, leads: number) =>
      `Last ${days} days: ${formatNumber(views)} views, ${formatNumber(saves)} saves and ${formatNumber(leads)} leads.`,
  },
  chartDay: {
    es: (day: string, views: number, saves: number, leads: number) => `${day}: ${views} vistas, ${saves} guardados, ${leads} contactos`,
    en: (day: string, views: number, saves: number, leads: number) => `${day}: ${views} views, ${saves} saves, ${leads} leads`,
  },
});
