import { formatPriceMXN } from "../format/money";
import { countLabel, formatPercent } from "../format/number";
import { RENTAL_POLICY_RATE } from "../guides/rent-budget";
import { LISTING_FACTS, MONEY_FACT_LABELS } from "../listings/facts";
import { formatMoneyRange, type MoneyRange } from "./money-range";
import { ISAI_SOURCE } from "./isai";
import { APPRAISAL_FEES, NOTARY_FEES, PAYMENT_INCOME_SHARE } from "./cost-rates";

/** One figure of a listing's costs: what it is, how much (a range when estimated), and why, in one sentence. */
export type CostLine = { key: string; label: string; amount: MoneyRange; note: string };

const percents = ({ min, max }: MoneyRange) =>
  formatPercent(min, 0) === formatPercent(max, 0) ? formatPercent(min, 0) : `${formatPercent(min, 0)} a ${formatPercent(max, 0)}`;
const paymentShare = formatPercent(PAYMENT_INCOME_SHARE);
const policyShare = `${formatPercent(RENTAL_POLICY_RATE.min)} y ${formatPercent(RENTAL_POLICY_RATE.max)} de un mes de renta`;

/** Every word the property page's costs sections say. */
export const COST_TEXTS = {
  /** Under each section: what the figures are. */
  estimate: "Son estimaciones de Hogaria con los datos del anuncio y costos típicos de la Ciudad de México: confírmalas antes de firmar.",
  invalidPrice: "No estimamos los costos: el precio de este anuncio no es válido.",
  priceOutOfLine: "El precio de este anuncio parece un error de captura: confírmalo con el anunciante antes de fiarte de estas cifras.",
  rental: {
    heading: "Lo que necesitas para mudarte",
    monthlyHeading: "Cada mes",
    monthlyTotal: "Total al mes",
    moveInHeading: "Para firmar el contrato",
    moveInTotal: "Efectivo para mudarte",
    rent: "Renta",
    rentNote: "El precio del anuncio, cada mes.",
    cuota: MONEY_FACT_LABELS.maintenance,
    cuotaNote: "La cuota del edificio que indica el anuncio, aparte de la renta.",
    cuotaIncludedNote: `${MONEY_FACT_LABELS.maintenanceIncluded}: el anuncio dice que no se paga aparte.`,
    cuotaNotGiven: "El anuncio no indica cuota de mantenimiento: pregunta si hay una aparte de la renta.",
    cuotaAboveRent: "La cuota de mantenimiento del anuncio es mayor que la renta, lo que casi nunca ocurre: confírmala con el anunciante.",
    deposit: (months: number) => `${MONEY_FACT_LABELS.depositMonths} (${countLabel(months, "mes", "meses")})`,
    depositNote: "Lo que pide el anuncio en garantía; te lo devuelven al salir si no hay daños ni adeudos.",
    depositCustomNote:
      "El anuncio no lo indica: suponemos un mes de renta, la costumbre en la Ciudad de México. Te lo devuelven al salir si no hay daños ni adeudos.",
    firstMonth: "Primer mes",
    firstMonthNote: "La renta del primer mes (con la cuota, si va aparte) se paga por adelantado al firmar.",
    policy: LISTING_FACTS.guarantee.valueLabels.poliza,
    policyNote: `El anuncio la pide: una empresa revisa tus ingresos y respalda al propietario. Suele costar entre ${policyShare}, a veces más IVA, y se paga cada año.`,
    aval: LISTING_FACTS.guarantee.valueLabels.aval,
    avalNote: "El anuncio pide un aval: una persona con un inmueble libre de gravámenes en la ciudad que firma contigo. No cuesta dinero.",
    policyOrAval: LISTING_FACTS.guarantee.valueLabels["poliza-o-aval"],
    policyOrAvalNote: `El anuncio acepta cualquiera de los dos: la póliza cuesta entre ${policyShare}; con un aval no pagas nada.`,
    guaranteeNotGivenNote: `El anuncio no indica qué garantía pide: en la Ciudad de México suele ser una póliza (entre ${policyShare}) o un aval, que no cuesta dinero.`,
  },
  sale: {
    heading: "Lo que cuesta comprarla",
    price: "Precio",
    closingHeading: "Gastos al escriturar",
    closingTotal: "Gastos de escrituración",
    total: "Precio con gastos",
    isai: "ISAI",
    isaiNote: `Impuesto sobre Adquisición de Inmuebles de la Ciudad de México, con la tarifa del ${ISAI_SOURCE}.`,
    isaiOnPrice: "El ISAI se cobra sobre el valor más alto entre el precio, el avalúo y el valor catastral: suponemos que es el precio.",
    isaiOnAppraisal: (appraisal: number) => `El ISAI se cobra sobre el avalúo (${formatPriceMXN(appraisal)}), que es mayor que el precio.`,
    remateWithoutAppraisal: "Este remate no indica su avalúo: calculamos el ISAI sobre el precio; si el avalúo es mayor, el impuesto sube.",
    notary: "Notario",
    notaryNote: `Sus honorarios por la escritura, con IVA: entre ${formatPercent(NOTARY_FEES.min)} y ${formatPercent(NOTARY_FEES.max)} del precio según la notaría.`,
    registry: "Registro Público",
    registryNote:
      "Los derechos por inscribir la escritura en el Registro Público de la Propiedad y sus certificados: una cuota fija, no un porcentaje.",
    appraisal: "Avalúo",
    appraisalNote: `El avalúo que piden el notario y el banco: entre ${formatPercent(APPRAISAL_FEES.min)} y ${formatPercent(APPRAISAL_FEES.max)} del valor, con un mínimo de unos ${formatPriceMXN(APPRAISAL_FEES.floor)}.`,
  },
  credit: {
    heading: "Tu pago mensual con crédito",
    intro: "Escribe tu ingreso para ver si el pago te alcanza. El cálculo se hace en tu navegador: no lo guardamos.",
    incomeLabel: "Tu ingreso mensual neto",
    incomeHint: "Lo que recibes al mes con impuestos descontados; si compran entre dos, suma ambos.",
    names: {
      bancario: LISTING_FACTS.credits.valueLabels.bancario,
      infonavit: LISTING_FACTS.credits.valueLabels.infonavit,
      fovissste: LISTING_FACTS.credits.valueLabels.fovissste,
    },
    perMonth: (payment: MoneyRange) => `${formatMoneyRange(payment)} al mes`,
    terms: (loan: number, downPayment: number, years: number, rate: MoneyRange) =>
      `Préstamo de ${formatPriceMXN(loan)}${downPayment > 0 ? ` con ${formatPriceMXN(downPayment)} de enganche` : ""}, a ${years} años, con tasa de ${formatPercent(rate.min)} a ${formatPercent(rate.max)} anual.`,
    notAccepted: "El anuncio no lo menciona entre los créditos que acepta.",
    creditsNotGiven: "El anuncio no indica qué créditos acepta: pregúntalo antes de visitar.",
    institutes: "Infonavit y Fovissste prestan según tu salario y tu subcuenta de vivienda: aquí suponemos que prestan todo el precio.",
    fits: (share: MoneyRange) => `Te alcanza: el pago sería ${percents(share)} de tu ingreso, dentro del ${paymentShare} que suelen aceptar.`,
    doesNotFit: (share: MoneyRange, maxPayment: number) =>
      `No te alcanza: el pago sería ${percents(share)} de tu ingreso; suelen aceptar hasta ${paymentShare} (${formatPriceMXN(maxPayment)} al mes).`,
    depends: (share: MoneyRange, maxPayment: number) =>
      `Depende de la tasa que te den: el pago sería ${percents(share)} de tu ingreso; suelen aceptar hasta ${paymentShare} (${formatPriceMXN(maxPayment)} al mes).`,
    ratesAsOf: (asOf: string) => `Tasas típicas a ${asOf}; cada institución confirma la tuya.`,
  },
} as const;
