import type { PersonaType } from "./rfc";

// SAT's catalogues for CFDI 4.0 (Anexo 20), as far as a receiver's data go: c_RegimenFiscal
// (which persona, física or moral, may have each régimen) and c_UsoCFDI (which régimenes of
// the receiver allow each uso). The codes and names are SAT's; a CFDI whose uso its
// receiver's régimen does not allow is refused by the PAC, so the form refuses it first.

export type RegimenFiscal = { code: string; name: string; personas: readonly PersonaType[] };

const F: readonly PersonaType[] = ["fisica"];
const M: readonly PersonaType[] = ["moral"];
const FM: readonly PersonaType[] = ["fisica", "moral"];

export const REGIMENES_FISCALES: readonly RegimenFiscal[] = [
  { code: "601", name: "General de Ley Personas Morales", personas: M },
  { code: "603", name: "Personas Morales con Fines no Lucrativos", personas: M },
  { code: "605", name: "Sueldos y Salarios e Ingresos Asimilados a Salarios", personas: F },
  { code: "606", name: "Arrendamiento", personas: F },
  { code: "607", name: "Régimen de Enajenación o Adquisición de Bienes", personas: F },
  { code: "608", name: "Demás ingresos", personas: F },
  { code: "610", name: "Residentes en el Extranjero sin Establecimiento Permanente en México", personas: FM },
  { code: "611", name: "Ingresos por Dividendos (socios y accionistas)", personas: F },
  { code: "612", name: "Personas Físicas con Actividades Empresariales y Profesionales", personas: F },
  { code: "614", name: "Ingresos por intereses", personas: F },
  { code: "615", name: "Régimen de los ingresos por obtención de premios", personas: F },
  { code: "616", name: "Sin obligaciones fiscales", personas: F },
  { code: "620", name: "Sociedades Cooperativas de Producción que optan por diferir sus ingresos", personas: M },
  { code: "621", name: "Incorporación Fiscal", personas: F },
  { code: "622", name: "Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras", personas: M },
  { code: "623", name: "Opcional para Grupos de Sociedades", personas: M },
  { code: "624", name: "Coordinados", personas: M },
  { code: "625", name: "Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas", personas: F },
  { code: "626", name: "Régimen Simplificado de Confianza", personas: FM },
];

export type UsoCfdi = { code: string; name: string; personas: readonly PersonaType[]; regimenes: readonly string[] };

// The régimenes each group of usos allows (c_UsoCFDI's "Régimen Fiscal Receptor" column).
const BUSINESS = ["601", "603", "606", "612", "620", "621", "622", "623", "624", "625", "626"];
const PERSONAL_DEDUCTIONS = ["605", "606", "607", "608", "611", "612", "614", "615", "625"];
const ANY = ["601", "603", "605", "606", "607", "608", "610", "611", "612", "614", "615", "616", "620", "621", "622", "623", "624", "625", "626"];

const business = (code: string, name: string): UsoCfdi => ({ code, name, personas: FM, regimenes: BUSINESS });
const deduction = (code: string, name: string): UsoCfdi => ({ code, name, personas: F, regimenes: PERSONAL_DEDUCTIONS });

export const USOS_CFDI: readonly UsoCfdi[] = [
  business("G01", "Adquisición de mercancías"),
  business("G02", "Devoluciones, descuentos o bonificaciones"),
  business("G03", "Gastos en general"),
  business("I01", "Construcciones"),
  business("I02", "Mobiliario y equipo de oficina por inversiones"),
  business("I03", "Equipo de transporte"),
  business("I04", "Equipo de computo y accesorios"),
  business("I05", "Dados, troqueles, moldes, matrices y herramental"),
  business("I06", "Comunicaciones telefónicas"),
  business("I07", "Comunicaciones satelitales"),
  business("I08", "Otra maquinaria y equipo"),
  deduction("D01", "Honorarios médicos, dentales y gastos hospitalarios"),
  deduction("D02", "Gastos médicos por incapacidad o discapacidad"),
  deduction("D03", "Gastos funerales"),
  deduction("D04", "Donativos"),
  deduction("D05", "Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)"),
  deduction("D06", "Aportaciones voluntarias al SAR"),
  deduction("D07", "Primas por seguros de gastos médicos"),
  deduction("D08", "Gastos de transportación escolar obligatoria"),
  deduction("D09", "Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones"),
  deduction("D10", "Pagos por servicios educativos (colegiaturas)"),
  { code: "S01", name: "Sin efectos fiscales", personas: FM, regimenes: ANY },
  { code: "CP01", name: "Pagos", personas: FM, regimenes: ANY },
  { code: "CN01", name: "Nómina", personas: F, regimenes: ["605"] },
];

export const findRegimen = (code: string) => REGIMENES_FISCALES.find((r) => r.code === code);
export const findUso = (code: string) => USOS_CFDI.find((u) => u.code === code);

/** A régimen's name, or its code when SAT has no such régimen. */
export const regimenName = (code: string): string => findRegimen(code)?.name ?? code;

/** The régimenes a persona física or moral may declare. */
export const regimenesFor = (persona: PersonaType) => REGIMENES_FISCALES.filter((r) => r.personas.includes(persona));

/** The usos de CFDI a receiver of this régimen (and persona) may ask for. */
export const usosFor = (regimen: string, persona: PersonaType) =>
  USOS_CFDI.filter((u) => u.personas.includes(persona) && u.regimenes.includes(regimen));

/** "612 · Personas Físicas con…", "G03 · Gastos en general": how a code is shown. */
export const catalogueLabel = (entry: { code: string; name: string }) => `${entry.code} · ${entry.name}`;
