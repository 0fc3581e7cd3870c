// Real colonias of Ciudad de México, grouped by alcaldía (one file each).
import type { AlcaldiaNombre } from "../alcaldias";
import { ALVARO_OBREGON } from "./alvaro-obregon";
import { AZCAPOTZALCO } from "./azcapotzalco";
import { BENITO_JUAREZ } from "./benito-juarez";
import { COYOACAN_COLONIAS } from "./coyoacan";
import { CUAJIMALPA } from "./cuajimalpa";
import { CUAUHTEMOC } from "./cuauhtemoc";
import { GUSTAVO_A_MADERO } from "./gustavo-a-madero";
import { IZTACALCO } from "./iztacalco";
import { IZTAPALAPA } from "./iztapalapa";
import { MAGDALENA_CONTRERAS } from "./magdalena-contreras";
import { MIGUEL_HIDALGO } from "./miguel-hidalgo";
import { MILPA_ALTA } from "./milpa-alta";
import { TLAHUAC } from "./tlahuac";
import { TLALPAN } from "./tlalpan";
import { VENUSTIANO_CARRANZA } from "./venustiano-carranza";
import { XOCHIMILCO } from "./xochimilco";
import type { AlcaldiaColonias } from "./types";

export type ColoniaSeed = {
  nombre: string;
  alcaldia: AlcaldiaNombre;
  centroide: readonly [number, number];
  /** Typical sale price, MXN per built m². */
  precioM2: number;
  /** 1–5: how many listings the colonia draws. */
  popularidad: number;
  calles: readonly string[];
};

const GROUPS: readonly AlcaldiaColonias[] = [
  ALVARO_OBREGON,
  AZCAPOTZALCO,
  BENITO_JUAREZ,
  COYOACAN_COLONIAS,
  CUAJIMALPA,
  CUAUHTEMOC,
  GUSTAVO_A_MADERO,
  IZTACALCO,
  IZTAPALAPA,
  MAGDALENA_CONTRERAS,
  MIGUEL_HIDALGO,
  MILPA_ALTA,
  TLAHUAC,
  TLALPAN,
  VENUSTIANO_CARRANZA,
  XOCHIMILCO,
];

export const COLONIAS: readonly ColoniaSeed[] = GROUPS.flatMap((group) =>
  group.colonias.map(([nombre, lat, lng, milesM2, popularidad, calles]) => ({
    nombre,
    alcaldia: group.alcaldia,
    centroide: [lng, lat] as const,
    precioM2: milesM2 * 1000,
    popularidad,
    calles: calles ? calles.split("|") : group.calles,
  })),
);
