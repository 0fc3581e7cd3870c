import * as z from "zod";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { formatPriceMXN } from "../format/money";
import { formatLongDate } from "../format/date";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { PAGE_ROUTES } from "../pages/page-routes";
import { findRegimen, findUso } from "./sat-catalogues";
import { isGenericRfc, isValidRfc, normalizeRfc, RFC_PUBLICO_EN_GENERAL, rfcPersonaType } from "./rfc";

// Receipts and CFDI: the "Datos de facturación" a person gives, what a receipt says, and
// the invoices list. Every price in the plan and service catalogues includes 16 % IVA (a
// Mexican consumer price is quoted with its tax): a $999 plan is $861.21 + $137.79 IVA.

export const IVA_RATE = 0.16;

/** A total with IVA included, split as a CFDI writes it (centavos, the IVA what is left over). */
export function splitIva(totalMxn: number): { subtotal: number; iva: number; total: number } {
  const totalCents = Math.round(totalMxn * 100);
  const subtotalCents = Math.round(totalCents / (1 + IVA_RATE));
  return { subtotal: subtotalCents / 100, iva: (totalCents - subtotalCents) / 100, total: totalCents / 100 };
}

/** "$861.21" (es), "MX$861.21" (en): an amount with centavos, as receipts and invoices show it. */
export function formatAmountMXN(amount: number, lang: Lang = "es"): string {
  const [whole, cents] = amount.toFixed(2).split(".");
  return `${formatPriceMXN(Number(whole), lang)}.${cents}`;
}

export const BILLING_MESSAGES = {
  rfc: "El RFC no es válido: revisa que esté completo y su dígito verificador.",
  rfcGeneric: "No pongas el RFC genérico: si no quieres factura a tu nombre, deja tus datos vacíos y la emitimos a público en general.",
  razonSocial: "Escribe tu nombre o razón social.",
  regimen: "Elige tu régimen fiscal.",
  regimenPersona: "Ese régimen fiscal no corresponde a tu tipo de RFC (persona física o moral).",
  uso: "Elige el uso del CFDI.",
  usoRegimen: "Ese uso de CFDI no está permitido para tu régimen fiscal.",
  codigoPostal: "El código postal tiene 5 dígitos.",
  saved: "Datos de facturación guardados",
  removed: "Borramos tus datos de facturación: tus próximas facturas serán a público en general.",
  invoiceNotFound: "No encontramos esa factura.",
  notStamped: "La factura aún se está timbrando. Intenta de nuevo en unos minutos.",
} as const;

export const BILLING_MESSAGES_EN: TextsLike<typeof BILLING_MESSAGES> = {
  rfc: "The RFC is not valid: check that it is complete and its check digit.",
  rfcGeneric:
    "Do not enter the generic RFC: if you do not want an invoice in your name, leave your details empty and we issue it to the general public.",
  razonSocial: "Enter your name or company name (razón social).",
  regimen: "Choose your tax regime.",
  regimenPersona: "That tax regime does not match your type of RFC (individual or company).",
  uso: "Choose the CFDI use.",
  usoRegimen: "That CFDI use is not allowed for your tax regime.",
  codigoPostal: "The postal code has 5 digits.",
  saved: "Billing details saved",
  removed: "We deleted your billing details: your next invoices will be issued to the general public.",
  invoiceNotFound: "We did not find that invoice.",
  notStamped: "The invoice is still being stamped. Try again in a few minutes.",
};

export const BILLING_TEXTS = {
  title: "Datos de facturación",
  description: "Con ellos timbramos un CFDI 4.0 por cada pago. Sin ellos, la factura se emite a público en general (RFC XAXX010101000).",
  invoicesTitle: "Facturas",
  invoicesEmpty: "Aún no tienes pagos. Cada pago que hagas aparece aquí con su factura.",
  publicoEnGeneral: "PUBLICO EN GENERAL",
  status: { pendiente: "Timbrando", timbrada: "Timbrada", fallida: "Error al timbrar" },
} as const;

/** What the billing form and the invoices list say, in each language (the CFDI itself stays in Spanish). */
export const BILLING_TEXTS_BY_LANG: Bilingual<TextsLike<typeof BILLING_TEXTS>> = {
  es: BILLING_TEXTS,
  en: {
    title: "Billing details",
    description:
      "With them we stamp a CFDI 4.0 invoice for each payment. Without them, the invoice is issued to the general public (RFC XAXX010101000).",
    invoicesTitle: "Invoices",
    invoicesEmpty: "You have no payments yet. Each payment you make shows here with its invoice.",
    publicoEnGeneral: "PUBLICO EN GENERAL",
    status: { pendiente: "Stamping", timbrada: "Stamped", fallida: "Stamping failed" },
  },
};

const razonSocial = z
  .string()
  .trim()
  .min(1, BILLING_MESSAGES.razonSocial)
  .max(254, BILLING_MESSAGES.razonSocial)
  // It is written into the CFDI's XML: no control characters, no broken UTF-16.
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
  .transform((s) => s.replace(/\s+/g, " ").toUpperCase());

// PUT /api/invoices/billing-data: both sides read this schema.
export const billingDataSchema = z
  .object({
    rfc: z
      .string()
      // Capped before it is normalised (an RFC is 12 or 13 characters; spaces and dashes aside).
      .max(20, BILLING_MESSAGES.rfc)
      .transform(normalizeRfc)
      .refine(isValidRfc, BILLING_MESSAGES.rfc)
      .refine((r) => !isGenericRfc(r), BILLING_MESSAGES.rfcGeneric),
    razon_social: razonSocial,
    regimen_fiscal: z.string().refine((c) => !!findRegimen(c), BILLING_MESSAGES.regimen),
    uso_cfdi: z.string().refine((c) => !!findUso(c), BILLING_MESSAGES.uso),
    codigo_postal: z
      .string()
      .trim()
      .regex(/^\d{5}$/, BILLING_MESSAGES.codigoPostal),
  })
  .superRefine((data, ctx) => {
    const persona = rfcPersonaType(data.rfc);
    const regimen = findRegimen(data.regimen_fiscal);
    const uso = findUso(data.uso_cfdi);
    if (!persona || !regimen || !uso) return;
    if (!regimen.personas.includes(persona)) ctx.addIssue({ code: "custom", path: ["regimen_fiscal"], message: BILLING_MESSAGES.regimenPersona });
    else if (!uso.personas.includes(persona) || !uso.regimenes.includes(regimen.code))
      ctx.addIssue({ code: "custom", path: ["uso_cfdi"], message: BILLING_MESSAGES.usoRegimen });
  });

export type BillingDataInput = z.input<typeof billingDataSchema>;
export type BillingData = z.output<typeof billingDataSchema>;

// Who a CFDI is for: the person's data, or público en general as SAT's rules set it (the
// generic RFC, that name, régimen 616, uso S01, and the issuer's own código postal).
export type CfdiReceiver = { rfc: string; name: string; regimen: string; uso: string; zip: string };

export function cfdiReceiver(data: BillingData | null, issuerZip: string): CfdiReceiver {
  if (!data) return { rfc: RFC_PUBLICO_EN_GENERAL, name: BILLING_TEXTS.publicoEnGeneral, regimen: "616", uso: "S01", zip: issuerZip };
  return { rfc: data.rfc, name: data.razon_social, regimen: data.regimen_fiscal, uso: data.uso_cfdi, zip: data.codigo_postal };
}

export type PaymentKind = "plan" | "renovacion" | "servicio";
export type InvoiceStatus = keyof typeof BILLING_TEXTS.status;

// How each payment is named on the receipt and the CFDI.
export const paymentConcept = (kind: PaymentKind, name: string): string =>
  kind === "servicio" ? `Servicio ${name}` : kind === "renovacion" ? `Renovación del plan ${name}` : `Plan ${name}`;

// How it was paid. A Stripe checkout takes cards: SAT's forma de pago 04 (tarjeta de crédito).
export const PAYMENT_METHODS = {
  stripe: { label: "Tarjeta (Stripe)", formaPago: "04" },
  local: { label: "Pago de prueba (checkout local)", formaPago: "04" },
} as const;
export type PaymentProvider = keyof typeof PAYMENT_METHODS;
/** How it was paid, on an English receipt. */
export const PAYMENT_METHOD_LABELS_EN: Record<PaymentProvider, string> = { stripe: "Card (Stripe)", local: "Test payment (local checkout)" };

/** GET /api/invoices: one row of "Facturas". */
export type InvoiceView = {
  id: string;
  created_at: string;
  concept: string;
  amount_mxn: number;
  status: InvoiceStatus;
  folio: string | null;
  uuid: string | null;
  receiver_rfc: string;
};

export type BillingDataView = { data: BillingData | null };

/** The dashboard's "Facturas" tab, where receipts link to. */
export const INVOICES_TAB = "facturas" as const;
export const INVOICES_PAGE = `${PAGE_ROUTES.dashboard.path}?tab=${INVOICES_TAB}`;

export const invoiceDownloadName = (folio: string, ext: "xml" | "pdf") => `hogaria-factura-${folio}.${ext}`;

// The receipt e-mail's words.
export const RECEIPT_TEXTS = {
  subject: (concept: string) => `Recibo de pago: ${concept}`,
  intro: (name: string) => `${name}, recibimos tu pago. Este es tu recibo.`,
  concept: "Concepto",
  period: "Periodo",
  periodRange: (from: Date, to: Date) => `Del ${formatLongDate(from)} al ${formatLongDate(to)}`,
  subtotal: "Subtotal",
  iva: `IVA (${IVA_RATE * 100} %)`,
  total: "Total pagado",
  method: "Forma de pago",
  invoiceNote: (rfc: string) =>
    rfc === RFC_PUBLICO_EN_GENERAL
      ? "Timbramos tu factura (CFDI) a público en general porque no tienes datos de facturación. Agrégalos en Mi perfil para las siguientes."
      : `Timbramos tu factura (CFDI) a nombre del RFC ${rfc}. Descárgala en tu panel, en Facturas.`,
  button: "Ver mis facturas",
} as const;

// The receipt for an account whose language is English (the CFDI itself stays Spanish).
export const RECEIPT_TEXTS_EN: TextsLike<typeof RECEIPT_TEXTS> = {
  subject: (concept) => `Payment receipt: ${concept}`,
  intro: (name) => `${name}, we received your payment. This is your receipt.`,
  concept: "Item",
  period: "Period",
  periodRange: (from, to) => `${formatLongDate(from, "en")} to ${formatLongDate(to, "en")}`,
  subtotal: "Subtotal",
  iva: `VAT (IVA, ${IVA_RATE * 100} %)`,
  total: "Total paid",
  method: "Payment method",
  invoiceNote: (rfc) =>
    rfc === RFC_PUBLICO_EN_GENERAL
      ? "We issued your invoice (CFDI) to the general public because you have no billing details. Add them in My profile for the next ones."
      : `We issued your invoice (CFDI) to RFC ${rfc}. Download it from your dashboard, under Invoices.`,
  button: "See my invoices",
};

export const RECEIPT_TEXT_LANGS: Bilingual<TextsLike<typeof RECEIPT_TEXTS>> = { es: RECEIPT_TEXTS, en: RECEIPT_TEXTS_EN };
