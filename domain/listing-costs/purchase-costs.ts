import { isai } from "./isai";
import { addRanges, exactly, scaleRange, type MoneyRange } from "./money-range";
import type { CostLine } from "./cost-texts";
import { COST_TEXTS_BY_LANG } from "./cost-texts-en";
import type { Lang } from "../i18n/lang";

import { APPRAISAL_FEES, NOTARY_FEES, REGISTRY_FEES } from "./cost-rates";

export type SaleFacts = {
  operation: "venta" | "remate";
  price: number;
  /** A remate's appraisal (MXN), the court's or the bank's; null when the listing gives none. */
  appraisalValue: number | null;
};

export type PurchaseCosts = {
  /** The value the ISAI is computed on: the higher of the price and the appraisal the listing gives. */
  isaiBase: number;
  /** ISAI, notary, Registro Público and appraisal, each explained. */
  lines: CostLine[];
  /** What the lines add up to. */
  closing: MoneyRange;
  /** The price and the closing costs. */
  total: MoneyRange;
  notes: string[];
};

/** The closing costs of buying a home in CDMX at the listing's price (and appraisal, for a remate). */
export function purchaseCosts(f: SaleFacts, lang: Lang = "es"): PurchaseCosts {
  const t = COST_TEXTS_BY_LANG[lang].sale;
  const notes: string[] = [];
  const appraisal = f.appraisalValue !== null && f.appraisalValue > 0 ? f.appraisalValue : null;
  // The Código Fiscal charges the ISAI on the highest of the price, the appraisal and the cadastral value.
  const isaiBase = Math.max(f.price, appraisal ?? 0);
  if (f.operation === "remate" && appraisal === null) notes.push(t.remateWithoutAppraisal);
  else if (appraisal !== null && appraisal > f.price) notes.push(t.isaiOnAppraisal(appraisal));
  else notes.push(t.isaiOnPrice);

  const appraisalFee = scaleRange(isaiBase, APPRAISAL_FEES);
  const lines: CostLine[] = [
    { key: "isai", label: t.isai, amount: exactly(Math.round(isai(isaiBase))), note: t.isaiNote },
    { key: "notary", label: t.notary, amount: scaleRange(f.price, NOTARY_FEES), note: t.notaryNote },
    { key: "registry", label: t.registry, amount: REGISTRY_FEES, note: t.registryNote },
    {
      key: "appraisal",
      label: t.appraisal,
      amount: { min: Math.max(appraisalFee.min, APPRAISAL_FEES.floor), max: Math.max(appraisalFee.max, APPRAISAL_FEES.floor) },
      note: t.appraisalNote,
    },
  ];
  const closing = addRanges(...lines.map((l) => l.amount));
  return { isaiBase, lines, closing, total: addRanges(exactly(f.price), closing), notes };
}
