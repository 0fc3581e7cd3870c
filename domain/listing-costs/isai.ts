// The ISAI (Impuesto sobre Adquisición de Inmuebles): what Mexico City charges whoever buys a
// home in it, paid at the notary's when the deed is signed.
//
// Código Fiscal de la Ciudad de México, artículo 113: the tax is the bracket's fixed quota plus
// its factor times what the value exceeds the bracket's lower limit. The quotas below are the
// ones reformed in the Gaceta Oficial de la Ciudad de México of 27 December 2022, in force since
// 1 January 2023: the latest version of the table we could read (checked November 2026); if the
// Congress of the city reforms art. 113 again, this table is the one place to change.
//
// The law's table is not continuous: at a bracket's lower limit the tax can be lower than at
// the end of the bracket before (courts have said so of its structure). We apply it as written.

/** When and where the table was published: shown with every ISAI figure. */
export const ISAI_SOURCE = "Código Fiscal de la Ciudad de México, art. 113 (tarifa vigente desde 2023)";

type IsaiBracket = { lower: number; fixed: number; factor: number };

/** Rangos A to K of art. 113: lower limit (MXN), fixed quota (MXN), factor on the excess. */
export const ISAI_BRACKETS: readonly IsaiBracket[] = [
  { lower: 0.12, fixed: 283.37, factor: 0.01449 },
  { lower: 116_882.37, fixed: 1_700.0, factor: 0.03084 },
  { lower: 187_011.73, fixed: 3_510.05, factor: 0.04031 },
  { lower: 280_517.32, fixed: 6_663.08, factor: 0.04702 },
  { lower: 561_034.77, fixed: 17_698.63, factor: 0.05225 },
  { lower: 1_402_586.88, fixed: 54_474.48, factor: 0.05707 },
  { lower: 2_805_173.78, fixed: 121_433.99, factor: 0.06191 },
  { lower: 5_403_917.91, fixed: 256_022.96, factor: 0.06438 },
  { lower: 14_072_703.55, fixed: 722_923.77, factor: 0.06493 },
  { lower: 25_952_053.77, fixed: 1_368_328.86, factor: 0.06552 },
  { lower: 51_904_107.49, fixed: 2_790_760.94, factor: 0.07118 },
];

/** The ISAI on a home's value (MXN, to the cent); 0 for a value of 0 or less. */
export function isai(value: number): number {
  if (!(value >= ISAI_BRACKETS[0]!.lower)) return 0;
  const bracket = ISAI_BRACKETS.findLast((b) => value >= b.lower)!;
  return Math.round((bracket.fixed + (value - bracket.lower) * bracket.factor) * 100) / 100;
}
