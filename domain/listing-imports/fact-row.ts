import { LISTING_FACTS, type Credit, type Guarantee } from "../listings/facts";
import { readCredits, readDepositMonths, readFactChoice, readYesNo, saysMaintenanceIncluded } from "./fact-cells";
import { readBoolean, type FeatureFact } from "./cell-values";
import type { ImportRowError } from "./import-contract";
import { IMPORT_FILE_MESSAGES as M } from "./import-file-messages";
import type { ImportField } from "./import-fields";

const CHOICE_FACTS = ["pets", "furnishing", "land_use", "guarantee", "elevador", "seguridad_24h", "cisterna", "gas_natural", "roof_garden"] as const;

/**
 * A row's facts from its columns, the facts its amenities name, and the columns of one
 * credit or one guarantee ("Infonavit: Sí", "Aval: No"). A fact said twice, differently, is
 * a conflict that refuses the row with the fact named; said twice the same way, it is one.
 */
export function readFactRow(
  c: Partial<Record<ImportField, string>>,
  featureFacts: Partial<Record<FeatureFact, string>>,
): { listing: Record<string, unknown>; conflicts: ImportRowError[] } {
  const listing: Record<string, unknown> = {};
  const conflicts: ImportRowError[] = [];
  const give = (field: string, label: string, value: unknown) => {
    if (listing[field] === undefined) listing[field] = value;
    else if (JSON.stringify(listing[field]) !== JSON.stringify(value)) {
      if (!conflicts.some((x) => x.field === field)) conflicts.push({ field, message: M.factConflict(label) });
    }
  };
  for (const fact of CHOICE_FACTS) {
    const cell = c[fact];
    if (cell !== undefined) give(fact, LISTING_FACTS[fact].label, readFactChoice(fact, cell));
  }
  for (const [fact, value] of Object.entries(featureFacts) as [FeatureFact, string][]) give(fact, LISTING_FACTS[fact].label, value);

  // The credits: the list, then each credit's own column agreeing with it.
  const creditsLabel = LISTING_FACTS.credits.label;
  if (c.credits !== undefined) listing.credits = readCredits(c.credits);
  for (const [field, credit] of [
    ["credit_infonavit", "infonavit"],
    ["credit_fovissste", "fovissste"],
  ] as const) {
    const cell = c[field];
    if (cell === undefined) continue;
    const accepted = readYesNo(cell);
    if (typeof accepted !== "boolean") continue;
    const list = Array.isArray(listing.credits) ? (listing.credits as Credit[]) : null;
    if (c.credits !== undefined && list && list.includes(credit) !== accepted) {
      if (!conflicts.some((x) => x.field === "credits")) conflicts.push({ field: "credits", message: M.factConflict(creditsLabel) });
    } else if (c.credits === undefined && accepted) listing.credits = [...((listing.credits as Credit[] | undefined) ?? []), credit];
  }

  // The guarantee from "Aval" and "Póliza" columns, agreeing with a guarantee column.
  const aval = c.guarantee_aval !== undefined ? readYesNo(c.guarantee_aval) : undefined;
  const poliza = c.guarantee_poliza !== undefined ? readYesNo(c.guarantee_poliza) : undefined;
  const parts: Guarantee | null =
    aval === true && poliza === true
      ? "poliza-o-aval"
      : aval === true && poliza !== true
        ? "aval"
        : poliza === true
          ? "poliza"
          : aval === false && poliza === false
            ? "ninguna"
            : null;
  if (parts) give("guarantee", LISTING_FACTS.guarantee.label, parts);

  if (c.deposit_months !== undefined) listing.deposit_months = readDepositMonths(c.deposit_months);
  // "Incluido" in the cuota's own column says it is in the rent.
  if (c.maintenance !== undefined && saysMaintenanceIncluded(c.maintenance)) {
    listing.maintenance = null;
    listing.maintenance_included = true;
  }
  if (c.maintenance_included !== undefined) {
    const included = saysMaintenanceIncluded(c.maintenance_included) || readBoolean(c.maintenance_included);
    give("maintenance_included", "Mantenimiento incluido en la renta", included);
  }
  return { listing, conflicts };
}
