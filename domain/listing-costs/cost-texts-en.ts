import type { Bilingual, TextsLike } from "../i18n/bilingual";
import { formatPriceMXN } from "../format/money";
import { countLabelEn, formatPercent } from "../format/number";
import { RENTAL_POLICY_RATE } from "../guides/rent-budget";
import { LISTING_FACT_WORDS, MONEY_FACT_WORDS } from "../listings/facts-en";
import { COST_TEXTS } from "./cost-texts";
import { formatMoneyRange, type MoneyRange } from "./money-range";
import { ISAI_SOURCE } from "./isai";
import { APPRAISAL_FEES, NOTARY_FEES, PAYMENT_INCOME_SHARE } from "./cost-rates";

/** Percentages the en-US way ("30%"). */
const percent = (fraction: number, digits = 2) => formatPercent(fraction, digits, "en");

// The property page's costs sections on English pages (the figures are the same; only the words change).
const percents = ({ min, max }: MoneyRange) => (percent(min, 0) === percent(max, 0) ? percent(min, 0) : `${percent(min, 0)} to ${percent(max, 0)}`);
const paymentShare = percent(PAYMENT_INCOME_SHARE);
const policyShare = `${percent(RENTAL_POLICY_RATE.min)} and ${percent(RENTAL_POLICY_RATE.max)} of one month's rent`;
const price = (n: number) => formatPriceMXN(n, "en");
const guarantee = LISTING_FACT_WORDS.en.guarantee.valueLabels;
const credits = LISTING_FACT_WORDS.en.credits.valueLabels;

export const COST_TEXTS_EN: TextsLike<typeof COST_TEXTS> = {
  estimate: "These are Hogaria's estimates from the listing's data and typical Mexico City costs: confirm them before you sign.",
  invalidPrice: "We do not estimate the costs: this listing's price is not valid.",
  priceOutOfLine: "This listing's price looks like a typing mistake: confirm it with the advertiser before relying on these figures.",
  rental: {
    heading: "What you need to move in",
    monthlyHeading: "Every month",
    monthlyTotal: "Monthly total",
    moveInHeading: "To sign the lease",
    moveInTotal: "Cash to move in",
    rent: "Rent",
    rentNote: "The listing's price, every month.",
    cuota: MONEY_FACT_WORDS.en.maintenance,
    cuotaNote: "The building's fee the listing states, on top of the rent.",
    cuotaIncludedNote: `${MONEY_FACT_WORDS.en.maintenanceIncluded}: the listing says it is not paid separately.`,
    cuotaNotGiven: "The listing does not state a maintenance fee: ask whether there is one on top of the rent.",
    cuotaAboveRent: "The listing's maintenance fee is higher than the rent, which almost never happens: confirm it with the advertiser.",
    deposit: (months: number) => `${MONEY_FACT_WORDS.en.depositMonths} (${countLabelEn(months, "month")})`,
    depositNote: "What the listing asks as a security deposit; it is returned when you move out if there is no damage or debt.",
    depositCustomNote:
      "The listing does not say: we assume one month's rent, the custom in Mexico City. It is returned when you move out if there is no damage or debt.",
    firstMonth: "First month",
    firstMonthNote: "The first month's rent (with the fee, if separate) is paid in advance when you sign.",
    policy: guarantee.poliza,
    policyNote: `The listing asks for it: a company checks your income and backs the owner. It usually costs between ${policyShare}, sometimes plus VAT, and is paid every year.`,
    aval: guarantee.aval,
    avalNote: "The listing asks for a guarantor: a person who owns unencumbered property in the city and signs with you. It costs no money.",
    policyOrAval: guarantee["poliza-o-aval"],
    policyOrAvalNote: `The listing accepts either: the insurance costs between ${policyShare}; with a guarantor you pay nothing.`,
    guaranteeNotGivenNote: `The listing does not say which guarantee it asks for: in Mexico City it is usually lease insurance (between ${policyShare}) or a guarantor, which costs no money.`,
  },
  sale: {
    heading: "What it costs to buy",
    price: "Price",
    closingHeading: "Closing costs",
    closingTotal: "Closing costs",
    total: "Price with costs",
    isai: "ISAI (transfer tax)",
    isaiNote: `Mexico City's property acquisition tax, at the rate of the ${ISAI_SOURCE}.`,
    isaiOnPrice: "The ISAI is charged on the highest of the price, the appraisal and the cadastral value: we assume it is the price.",
    isaiOnAppraisal: (appraisal: number) => `The ISAI is charged on the appraisal (${price(appraisal)}), which is higher than the price.`,
    remateWithoutAppraisal:
      "This foreclosure does not state its appraisal: we compute the ISAI on the price; if the appraisal is higher, the tax rises.",
    notary: "Notary",
    notaryNote: `Their fees for the deed, with VAT: between ${percent(NOTARY_FEES.min)} and ${percent(NOTARY_FEES.max)} of the price depending on the notary.`,
    registry: "Public Registry",
    registryNote: "The fees to record the deed in the Public Property Registry and its certificates: a fixed fee, not a percentage.",
    appraisal: "Appraisal",
    appraisalNote: `The appraisal the notary and the bank ask for: between ${percent(APPRAISAL_FEES.min)} and ${percent(APPRAISAL_FEES.max)} of the value, with a minimum of about ${price(APPRAISAL_FEES.floor)}.`,
  },
  credit: {
    heading: "Your monthly payment with a mortgage",
    intro: "Enter your income to see whether the payment fits. The calculation happens in your browser: we do not keep it.",
    incomeLabel: "Your net monthly income",
    incomeHint: "What you receive each month after taxes; if two of you buy, add both.",
    names: { bancario: credits.bancario, infonavit: credits.infonavit, fovissste: credits.fovissste },
    perMonth: (payment: MoneyRange) => `${formatMoneyRange(payment, "en")} per month`,
    terms: (loan: number, downPayment: number, years: number, rate: MoneyRange) =>
      `Loan of ${price(loan)}${downPayment > 0 ? ` with a ${price(downPayment)} down payment` : ""}, over ${years} years, at ${percent(rate.min)} to ${percent(rate.max)} a year.`,
    notAccepted: "The listing does not mention it among the credits it accepts.",
    creditsNotGiven: "The listing does not say which credits it accepts: ask before you visit.",
    institutes: "Infonavit and Fovissste lend according to your salary and your housing subaccount: here we assume they lend the whole price.",
    fits: (share: MoneyRange) =>
      `It fits: the payment would be ${percents(share)} of your income, within the ${paymentShare} lenders usually accept.`,
    doesNotFit: (share: MoneyRange, maxPayment: number) =>
      `It does not fit: the payment would be ${percents(share)} of your income; lenders usually accept up to ${paymentShare} (${price(maxPayment)} per month).`,
    depends: (share: MoneyRange, maxPayment: number) =>
      `It depends on the rate you get: the payment would be ${percents(share)} of your income; lenders usually accept up to ${paymentShare} (${price(maxPayment)} per month).`,
    ratesAsOf: (asOf: string) => `Typical rates as of ${asOf}; each lender confirms yours.`,
  },
};

export const COST_TEXTS_BY_LANG: Bilingual<TextsLike<typeof COST_TEXTS>> = { es: COST_TEXTS, en: COST_TEXTS_EN };
