import type { Bilingual } from "../i18n/bilingual";
import { FACT_NOT_GIVEN, LISTING_FACTS, MONEY_FACT_LABELS, type ListingFact } from "./facts";

/** A fact's name and the words of each of its values. */
type FactWords<F extends ListingFact> = { label: string; valueLabels: Record<keyof (typeof LISTING_FACTS)[F]["valueLabels"], string> };
export type FactsWords = { [F in ListingFact]: FactWords<F> };

const YES_NO = { si: "Yes", no: "No" } as const;

/** The facts an advertiser attests, as English pages name them (every fact and value, or it does not compile). */
export const LISTING_FACT_WORDS: Bilingual<FactsWords> = {
  es: LISTING_FACTS,
  en: {
    pets: { label: "Pets allowed", valueLabels: { si: "Yes", no: "No", restricciones: "With restrictions" } },
    furnishing: { label: "Furnished", valueLabels: { si: "Yes", semi: "Semi-furnished", no: "No" } },
    credits: {
      label: "Mortgage credits accepted",
      valueLabels: { infonavit: "Infonavit", fovissste: "Fovissste", bancario: "Bank mortgage", contado: "Cash" },
    },
    land_use: { label: "Land use", valueLabels: { habitacional: "Residential", comercial: "Commercial", mixto: "Mixed", industrial: "Industrial" } },
    guarantee: {
      label: "Guarantee",
      valueLabels: {
        poliza: "Legal lease insurance (póliza jurídica)",
        aval: "Guarantor (aval)",
        "poliza-o-aval": "Lease insurance or guarantor",
        ninguna: "No insurance or guarantor",
      },
    },
    elevador: { label: "Elevator", valueLabels: YES_NO },
    seguridad_24h: { label: "24 h security", valueLabels: YES_NO },
    cisterna: { label: "Water tank (cisterna)", valueLabels: YES_NO },
    gas_natural: { label: "Natural gas", valueLabels: YES_NO },
    roof_garden: { label: "Roof garden", valueLabels: YES_NO },
  },
};

/** "No indicado", "Not stated": a fact its advertiser has not given. */
export const FACT_NOT_GIVEN_WORDS: Bilingual = { es: FACT_NOT_GIVEN, en: "Not stated" };

export const MONEY_FACT_WORDS: Bilingual<{ [K in keyof typeof MONEY_FACT_LABELS]: string }> = {
  es: MONEY_FACT_LABELS,
  en: { maintenance: "Maintenance fee", maintenanceIncluded: "Included in the rent", depositMonths: "Deposit" },
};
