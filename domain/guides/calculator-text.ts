import { formatListingPrice, formatPriceMXN } from "../format/money";
import { countLabel, countLabelEn, formatPercent } from "../format/number";
import { bilingual } from "../i18n/bilingual";
import type { RateRange } from "./mortgage-rates";

// What the guides' calculators say (labels, hints, result lines), in each language. Amounts
// are pesos: "$18,000" on Spanish pages, "MX$18,000" on English ones.

const percentRange = ({ min, max }: RateRange, lang: "es" | "en") => `${formatPercent(min, 2, lang)}–${formatPercent(max, 2, lang)}`;

/** The pieces every calculator shares. */
export const CALCULATOR_TEXT = bilingual({
  units: {
    es: { pesos: { prefix: "$", suffix: "MXN" }, percent: "%", years: "años", months: "meses" },
    en: { pesos: { prefix: "MX$", suffix: "MXN" }, percent: "%", years: "years", months: "months" },
  },
  result: { es: "Resultado", en: "Result" },
  stale: {
    es: "Estas cifras son de tus últimos datos válidos: se actualizan en cuanto corrijas lo que escribiste.",
    en: "These figures are from your last valid entries: they update as soon as you fix what you typed.",
  },
});

/** The rent calculator (/guias/cuanto-puedes-pagar-de-renta). */
export const RENT_BUDGET_CALCULATOR_TEXT = bilingual({
  label: { es: "Calculadora de renta", en: "Rent calculator" },
  income: { es: "Ingreso mensual neto", en: "Net monthly income" },
  incomeHint: {
    es: "Lo que recibes al mes ya con impuestos descontados. Si rentan entre dos, suma ambos ingresos.",
    en: "What you take home each month after taxes. If two of you rent together, add both incomes.",
  },
  deposit: { es: "Depósito en garantía", en: "Security deposit" },
  depositHint: { es: "Lo usual es un mes; algunos piden dos.", en: "One month is usual; some ask for two." },
  policy: { es: "Póliza jurídica (% de un mes de renta)", en: "Rental guarantee policy (% of one month's rent)" },
  policyHint: {
    es: (range: RateRange) => `Suele costar entre ${formatPercent(range.min)} y ${formatPercent(range.max)}. Escribe 0 si tienes aval.`,
    en: (range: RateRange) =>
      `It usually costs between ${formatPercent(range.min, 2, "en")} and ${formatPercent(range.max, 2, "en")}. Enter 0 if you have a guarantor.`,
  },
  maxRent: { es: "Renta máxima recomendada", en: "Highest recommended rent" },
  maxRentValue: { es: (rent: number) => formatListingPrice(rent, "renta"), en: (rent: number) => formatListingPrice(rent, "renta", "en") },
  third: {
    es: (income: number) => `Un tercio de tu ingreso de ${formatPriceMXN(income)} al mes.`,
    en: (income: number) => `A third of your income of ${formatPriceMXN(income, "en")} a month.`,
  },
  firstMonth: { es: "Primer mes de renta", en: "First month's rent" },
  depositMonths: { es: (n: number) => countLabel(n, "mes", "meses"), en: (n: number) => countLabelEn(n, "month") },
  policyRow: { es: "Póliza jurídica", en: "Rental guarantee policy" },
  policyShare: { es: (rate: number) => `${formatPercent(rate)} de un mes`, en: (rate: number) => `${formatPercent(rate, 2, "en")} of one month` },
  toSign: { es: "Para firmar necesitas", en: "To sign you need" },
  seeRents: {
    es: (rent: number) => `Ver rentas hasta ${formatPriceMXN(rent)}`,
    en: (rent: number) => `See rentals up to ${formatPriceMXN(rent, "en")}`,
  },
});

/** The mortgage calculator (/guias/credito-infonavit-o-bancario). */
export const MORTGAGE_CALCULATOR_TEXT = bilingual({
  label: { es: "Calculadora de crédito hipotecario", en: "Mortgage calculator" },
  price: { es: "Precio de la vivienda", en: "Price of the home" },
  downPayment: { es: "Enganche", en: "Down payment" },
  downPaymentShare: {
    es: (share: number, bankMin: number) => `Es ${formatPercent(share, 1)} del precio. Los bancos suelen pedir al menos ${formatPercent(bankMin)}.`,
    en: (share: number, bankMin: number) =>
      `That is ${formatPercent(share, 1, "en")} of the price. Banks usually ask for at least ${formatPercent(bankMin, 2, "en")}.`,
  },
  downPaymentHint: {
    es: (bankMin: number) => `Los bancos suelen pedir al menos ${formatPercent(bankMin)} del precio.`,
    en: (bankMin: number) => `Banks usually ask for at least ${formatPercent(bankMin, 2, "en")} of the price.`,
  },
  rate: { es: "Tasa de interés anual", en: "Annual interest rate" },
  rateHint: {
    es: (bank: RateRange, infonavit: RateRange) =>
      `Bancos: ${percentRange(bank, "es")}. Infonavit: ${percentRange(infonavit, "es")}, según tu salario.`,
    en: (bank: RateRange, infonavit: RateRange) =>
      `Banks: ${percentRange(bank, "en")}. Infonavit: ${percentRange(infonavit, "en")}, depending on your salary.`,
  },
  term: { es: "Plazo", en: "Term" },
  termHint: { es: "Entre 5 y 20 años en los bancos; hasta 30 en Infonavit.", en: "Between 5 and 20 years with banks; up to 30 with Infonavit." },
  payment: { es: "Mensualidad", en: "Monthly payment" },
  paymentDetail: {
    es: (years: number, months: number, loan: number) =>
      `Durante ${countLabel(years, "año")} (${countLabel(months, "pago")}), por un crédito de ${formatPriceMXN(loan)}.`,
    en: (years: number, months: number, loan: number) =>
      `For ${countLabelEn(years, "year")} (${countLabelEn(months, "payment")}), on a loan of ${formatPriceMXN(loan, "en")}.`,
  },
  loan: { es: "Monto del crédito", en: "Loan amount" },
  loanDetail: { es: "Precio menos enganche", en: "Price minus down payment" },
  totalPaid: { es: "Suma de mensualidades", en: "Sum of monthly payments" },
  interest: { es: "Intereses", en: "Interest" },
  totalCost: { es: "Lo que pagas en total", en: "What you pay in total" },
  totalCostDetail: { es: "Enganche y mensualidades", en: "Down payment and monthly payments" },
  note: {
    es: "Sin seguros ni comisiones, que el banco suma a la mensualidad: compara ofertas por su CAT (costo anual total).",
    en: "Without insurance or fees, which the bank adds to the payment: compare offers by their CAT (total annual cost).",
  },
});

/** The buy-or-rent calculator (/guias/comprar-o-rentar). */
export const BUY_VS_RENT_CALCULATOR_TEXT = bilingual({
  label: { es: "Calculadora comprar o rentar", en: "Buy or rent calculator" },
  ifYouBuy: { es: "Si compras", en: "If you buy" },
  price: { es: "Precio de la vivienda", en: "Price of the home" },
  downPayment: { es: "Enganche", en: "Down payment" },
  purchaseCosts: { es: "Gastos de compra", en: "Purchase costs" },
  purchaseCostsHint: {
    es: (costs: RateRange) => `Notario, ISAI, avalúo y registro: de ${formatPercent(costs.min)} a ${formatPercent(costs.max)} del precio.`,
    en: (costs: RateRange) =>
      `Notary, ISAI (purchase tax), appraisal and registration: ${formatPercent(costs.min, 2, "en")} to ${formatPercent(costs.max, 2, "en")} of the price.`,
  },
  mortgageRate: { es: "Tasa del crédito (anual)", en: "Mortgage rate (annual)" },
  mortgageYears: { es: "Plazo del crédito", en: "Mortgage term" },
  ifYouRent: { es: "Si rentas", en: "If you rent" },
  rent: { es: "Renta de una vivienda parecida", en: "Rent of a similar home" },
  rentHint: { es: "Al mes, hoy.", en: "Per month, today." },
  rentIncrease: { es: "Aumento anual de la renta", en: "Yearly rent increase" },
  rentIncreaseHint: { es: "Cerca de la inflación.", en: "About inflation." },
  market: { es: "El mercado y tu ahorro", en: "The market and your savings" },
  appreciation: { es: "Plusvalía anual", en: "Yearly appreciation" },
  appreciationHint: { es: "Cuánto sube el valor de la vivienda cada año.", en: "How much the home's value rises each year." },
  savingsReturn: { es: "Rendimiento de tu ahorro (anual)", en: "Return on your savings (annual)" },
  savingsReturnHint: {
    es: "Lo que ganaría tu dinero invertido, por ejemplo en CETES.",
    en: "What your money would earn invested, for example in CETES (Mexican treasury bills).",
  },
  years: { es: "Años a comparar", en: "Years to compare" },
  buy: { es: "Comprar", en: "Buy" },
  rentSide: { es: "Rentar", en: "Rent" },
  upfront: { es: "Enganche y gastos de compra", en: "Down payment and purchase costs" },
  payments: { es: "Mensualidades pagadas", en: "Monthly payments made" },
  perMonth: { es: (amount: string) => `${amount} al mes`, en: (amount: string) => `${amount} a month` },
  equity: { es: "Tu parte de la casa", en: "Your share of the home" },
  equityDetail: {
    es: (value: string, owed: string) => `Vale ${value}; aún debes ${owed}`,
    en: (value: string, owed: string) => `Worth ${value}; you still owe ${owed}`,
  },
  savingsGain: { es: "Rendimiento de tu ahorro", en: "Return on your savings" },
  buyNet: { es: "Costo neto de comprar", en: "Net cost of buying" },
  rentPaid: { es: "Rentas pagadas", en: "Rent paid" },
  invested: { es: (amount: string) => `Sobre ${amount} invertidos`, en: (amount: string) => `On ${amount} invested` },
  rentNet: { es: "Costo neto de rentar", en: "Net cost of renting" },
  resultLabel: { es: "Resultado", en: "Result" },
  tie: { es: "Empate", en: "A tie" },
  tieDetail: {
    es: (years: number) => `Después de ${countLabel(years, "año")}, comprar y rentar te cuestan lo mismo.`,
    en: (years: number) => `After ${countLabelEn(years, "year")}, buying and renting cost you the same.`,
  },
  cheaperLabel: {
    es: (cheaper: "comprar" | "rentar") => `${cheaper === "comprar" ? "Comprar" : "Rentar"} te cuesta menos`,
    en: (cheaper: "comprar" | "rentar") => `${cheaper === "comprar" ? "Buying" : "Renting"} costs you less`,
  },
  cheaperDetail: {
    es: (cheaper: "comprar" | "rentar", years: number, difference: string) =>
      `Después de ${countLabel(years, "año")}, ${cheaper} te cuesta ${difference} menos que ${cheaper === "comprar" ? "rentar" : "comprar"}.`,
    en: (cheaper: "comprar" | "rentar", years: number, difference: string) =>
      `After ${countLabelEn(years, "year")}, ${cheaper === "comprar" ? "buying" : "renting"} costs you ${difference} less than ${cheaper === "comprar" ? "renting" : "buying"}.`,
  },
});
