import type { MoneyRange } from "./money-range";

// The typical costs of buying a home in Mexico City besides the price and the ISAI (isai.ts),
// as Hogaria estimates them: the notary's fees (the arancel de notarios, with IVA, varies by
// notaría and by the deed's value), the Registro Público's fixed fees for recording the deed
// and its certificates, and the appraisal the notary and any lender ask for.

/** Notary's fees with IVA, as a share of the price. */
export const NOTARY_FEES: MoneyRange = { min: 0.008, max: 0.015 };
/** The Registro Público de la Propiedad's fees (inscription and certificates), MXN: fixed, not a share of the price. */
export const REGISTRY_FEES: MoneyRange = { min: 20_000, max: 30_000 };
/** An appraisal by a valuer the notary or lender accepts, as a share of the value, and its usual floor (MXN). */
export const APPRAISAL_FEES: MoneyRange & { floor: number } = { min: 0.001, max: 0.003, floor: 4_000 };

/**
 * The share of a net monthly income a lender lets a home loan's payment take: banks about
 * 30 %, and Infonavit and Fovissste discount up to 30 % of the salary through the payroll.
 */
export const PAYMENT_INCOME_SHARE = 0.3;
