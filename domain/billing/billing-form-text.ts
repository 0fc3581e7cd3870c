import { bilingual } from "../i18n/bilingual";

// What the "Datos de facturación" form and the invoices list say around their fields, in
// each language (SAT's catalogues and the CFDI itself stay in Spanish, as SAT writes them).
export const BILLING_FORM_TEXT = bilingual({
  rfcHint: { es: "13 caracteres persona física, 12 persona moral.", en: "13 characters for an individual, 12 for a company." },
  postalCode: { es: "Código postal del domicilio fiscal", en: "Postal code of the tax address" },
  name: { es: "Nombre o razón social", en: "Name or company name (razón social)" },
  nameHint: { es: "Como aparece en tu Constancia de Situación Fiscal.", en: "As it appears on your Constancia de Situación Fiscal." },
  regimen: { es: "Régimen fiscal", en: "Tax regime" },
  uso: { es: "Uso del CFDI", en: "CFDI use" },
  save: { es: "Guardar datos de facturación", en: "Save billing details" },
  remove: { es: "Borrar mis datos", en: "Delete my details" },
  folio: { es: (folio: string, rfc: string) => `Folio ${folio} · RFC ${rfc}`, en: (folio: string, rfc: string) => `Folio ${folio} · RFC ${rfc}` },
  download: {
    es: (format: string, folio: string) => `Descargar ${format} de la factura ${folio}`,
    en: (format: string, folio: string) => `Download the ${format} of invoice ${folio}`,
  },
});
