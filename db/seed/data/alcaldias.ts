// The 16 alcaldías of Ciudad de México. Centroids [lng, lat] sit on each alcaldía's
// urban centre of gravity (for the large southern ones, where people actually live,
// not the middle of the forest or the chinampas).
export type AlcaldiaSeed = { nombre: string; centroide: readonly [number, number] };

export const ALCALDIAS = [
  { nombre: "Álvaro Obregón", centroide: [-99.2033, 19.3587] },
  { nombre: "Azcapotzalco", centroide: [-99.1859, 19.4869] },
  { nombre: "Benito Juárez", centroide: [-99.1610, 19.3800] },
  { nombre: "Coyoacán", centroide: [-99.1500, 19.3300] },
  { nombre: "Cuajimalpa de Morelos", centroide: [-99.2930, 19.3600] },
  { nombre: "Cuauhtémoc", centroide: [-99.1485, 19.4330] },
  { nombre: "Gustavo A. Madero", centroide: [-99.1110, 19.4940] },
  { nombre: "Iztacalco", centroide: [-99.0977, 19.3953] },
  { nombre: "Iztapalapa", centroide: [-99.0610, 19.3500] },
  { nombre: "La Magdalena Contreras", centroide: [-99.2320, 19.3100] },
  { nombre: "Miguel Hidalgo", centroide: [-99.1960, 19.4300] },
  { nombre: "Milpa Alta", centroide: [-99.0229, 19.1925] },
  { nombre: "Tláhuac", centroide: [-99.0050, 19.2862] },
  { nombre: "Tlalpan", centroide: [-99.1670, 19.2900] },
  { nombre: "Venustiano Carranza", centroide: [-99.1000, 19.4300] },
  { nombre: "Xochimilco", centroide: [-99.1040, 19.2616] },
] as const satisfies readonly AlcaldiaSeed[];

export type AlcaldiaNombre = (typeof ALCALDIAS)[number]["nombre"];
