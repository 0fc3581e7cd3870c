// The canonical places: Ciudad de México with its alcaldías and colonias, the other
// 31 estados and the main cities of the country. Pure: the same seed gives the same rows.
import type { locations } from "../schema/locations";
import { normalizeSearchText } from "../../domain/text/normalize";
import { ALCALDIAS } from "./data/alcaldias";
import { CITIES } from "./data/cities";
import { COLONIAS, type ColoniaSeed } from "./data/colonias/index";
import { CDMX_NOMBRE, ESTADOS } from "./data/estados";
import { stableId } from "./random";
import { placeSlug, slugify } from "./slug";

export const DEFAULT_SEED = "hogaria";

export type LocationRow = typeof locations.$inferInsert & { id: string; slug: string };

export type ColoniaPlace = { row: LocationRow; data: ColoniaSeed; alcaldia: LocationRow; estado: LocationRow };

export type Places = {
  rows: LocationRow[];
  cdmx: LocationRow;
  alcaldias: LocationRow[];
  colonias: ColoniaPlace[];
  /** Popularity-weighted average sale price of CDMX, MXN per m² (price_level 1). */
  referencePriceM2: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

function weightedPriceM2(colonias: readonly ColoniaSeed[]): number {
  const weight = colonias.reduce((sum, c) => sum + c.popularidad, 0);
  return colonias.reduce((sum, c) => sum + c.precioM2 * c.popularidad, 0) / weight;
}

export function buildLocations(seed: string = DEFAULT_SEED): Places {
  const place = (
    tipo: LocationRow["tipo"],
    nombre: string,
    contexto: string,
    slug: string,
    centroide: readonly [number, number] | null,
    padreId: string | null,
    priceLevel: number | null = null,
  ): LocationRow => ({
    id: stableId(seed, "loc_", slug),
    nombreCanonico: nombre,
    searchName: normalizeSearchText(nombre),
    contexto,
    tipo,
    slug,
    centroidLng: centroide ? centroide[0] : null,
    centroidLat: centroide ? centroide[1] : null,
    padreId,
    priceLevel,
  });

  const referencePriceM2 = weightedPriceM2(COLONIAS);
  const estadoData = ESTADOS.find((e) => e.nombre === CDMX_NOMBRE)!;
  const cdmx = place("estado", CDMX_NOMBRE, "México", slugify(CDMX_NOMBRE), estadoData.centroide, null, 1);

  const alcaldias = ALCALDIAS.map((a) => {
    const level = weightedPriceM2(COLONIAS.filter((c) => c.alcaldia === a.nombre)) / referencePriceM2;
    return place("municipio", a.nombre, CDMX_NOMBRE, slugify(a.nombre), a.centroide, cdmx.id, round2(level));
  });
  const alcaldiaByName = new Map(alcaldias.map((row) => [row.nombreCanonico, row]));

  const colonias: ColoniaPlace[] = COLONIAS.map((data) => {
    const alcaldia = alcaldiaByName.get(data.alcaldia)!;
    const row = place(
      "colonia",
      data.nombre,
      `${data.alcaldia}, ${CDMX_NOMBRE}`,
      placeSlug(data.nombre, data.alcaldia),
      data.centroide,
      alcaldia.id,
      round2(data.precioM2 / referencePriceM2),
    );
    return { row, data, alcaldia, estado: cdmx };
  });

  const estados = ESTADOS.filter((e) => e.nombre !== CDMX_NOMBRE).map((e) =>
    place("estado", e.nombre, "México", slugify(e.nombre), e.centroide, null),
  );
  const estadoByName = new Map(estados.map((row) => [row.nombreCanonico, row]));

  const cities = CITIES.map((c) => {
    const estado = estadoByName.get(c.estado);
    if (!estado) throw new Error(`Unknown estado ${c.estado} for ${c.nombre}`);
    return place("municipio", c.nombre, c.estado, placeSlug(c.nombre, c.estado), c.centroide, estado.id);
  });

  return {
    rows: [cdmx, ...alcaldias, ...colonias.map((c) => c.row), ...estados, ...cities],
    cdmx,
    alcaldias,
    colonias,
    referencePriceM2: Math.round(referencePriceM2),
  };
}
