import type { AlcaldiaNombre } from "../alcaldias";

/**
 * One colonia: [nombre, lat, lng, sale price in thousands of MXN per built m²,
 * popularity 1–5 (how many listings it draws), its own streets "A|B|C" (optional)].
 * Streets are bare names; addresses add "Calle " unless the name already says what it is
 * (Av., Calz., Río, Lago…).
 */
export type ColoniaTuple = readonly [string, number, number, number, number, string?];

export type AlcaldiaColonias = {
  alcaldia: AlcaldiaNombre;
  /** Streets used for colonias that list none of their own. */
  calles: readonly string[];
  colonias: readonly ColoniaTuple[];
};
