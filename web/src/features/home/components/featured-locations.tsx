import { Link } from "react-router";
import { CDMX_NAME } from "@domain/locations/location";
import { Container } from "@web/components/ui/container";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import type { FeaturedTransaction } from "@domain/properties/search-filters";
import { featuredSearchUrl, placeSearchUrl, type FeaturedPropertyType } from "@web/lib/search-urls";
import { SectionHeading } from "@web/components/content/section";
import type { PropertyType } from "@domain/properties/property";
import { PROPERTY_TYPE_NAMES } from "@domain/properties/property";
import type { Lang } from "@domain/i18n/lang";
import { HOME_TEXT as T } from "@domain/pages/home-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";

type Search = [FeaturedPropertyType, FeaturedTransaction];
// A place with listings offers searches its listings answer; a city where Hogaria does not
// publish yet says so on its card and offers to tell the visitor when it does.
type Place = { name: string; searches: Search[] } | { name: string; coming: true };

const HOUSES_SALE: Search = ["Casa", "venta"];
const FLATS_RENT: Search = ["Departamento", "renta"];
const FLATS_SALE: Search = ["Departamento", "venta"];
const HOUSES_RENT: Search = ["Casa", "renta"];

const comingCity = (name: string): Place => ({ name, coming: true });

const CITIES: Place[] = [
  { name: CDMX_NAME, searches: [FLATS_RENT, HOUSES_SALE] },
  comingCity("Guadalajara"),
  comingCity("Monterrey"),
  comingCity("Puebla"),
  comingCity("Querétaro"),
];

// Each neighbourhood offers only searches its listings can answer (Del Valle is a colonia of
// flats: no houses for sale in it).
const CDMX_NEIGHBOURHOODS: Place[] = [
  { name: "Polanco", searches: [FLATS_RENT, FLATS_SALE] },
  { name: "Condesa", searches: [FLATS_RENT, FLATS_SALE] },
  { name: "Roma Norte", searches: [FLATS_RENT, FLATS_SALE] },
  { name: "Del Valle", searches: [FLATS_RENT, FLATS_SALE] },
  { name: "Coyoacán", searches: [HOUSES_SALE, HOUSES_RENT] },
];

// Alcaldías with listings of both kinds they offer (names that name one place only).
const ALCALDIAS: Place[] = [
  { name: "Benito Juárez", searches: [FLATS_RENT, FLATS_SALE] },
  { name: "Miguel Hidalgo", searches: [FLATS_RENT, FLATS_SALE] },
  { name: "Álvaro Obregón", searches: [HOUSES_SALE, FLATS_RENT] },
  { name: "Tlalpan", searches: [HOUSES_SALE, FLATS_RENT] },
  { name: "Cuajimalpa de Morelos", searches: [HOUSES_SALE, FLATS_RENT] },
  { name: "Gustavo A. Madero", searches: [HOUSES_SALE, FLATS_RENT] },
  { name: "Iztapalapa", searches: [HOUSES_SALE, FLATS_RENT] },
  { name: "Azcapotzalco", searches: [HOUSES_SALE, FLATS_RENT] },
  { name: "Xochimilco", searches: [HOUSES_SALE, FLATS_SALE] },
  { name: "Venustiano Carranza", searches: [HOUSES_SALE, FLATS_SALE] },
];

const TABS = [
  { value: "ciudades", label: T.tabCities, places: CITIES },
  { value: "cdmx", label: T.tabCdmx, places: CDMX_NEIGHBOURHOODS },
  { value: "ubicaciones", label: T.tabPlaces, places: ALCALDIAS },
];

const TYPE_KEY: Record<FeaturedPropertyType, PropertyType> = { Casa: "casa", Departamento: "departamento" };

const LINK_CLASSES =
  "inline-flex min-h-11 items-center text-sm text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline lg:min-h-9";

function searchLabel([type, transaction]: Search, place: string, lang: Lang) {
  const operation = (transaction === "venta" ? T.forSale : T.forRent)[lang];
  return T.typeForIn[lang](PROPERTY_TYPE_NAMES[lang][TYPE_KEY[type]].plural, operation, place);
}

/** 'Destacados': tabs of cities and neighbourhoods, each with a couple of ready-made searches. */
export function FeaturedLocations() {
  const t = useText();
  return (
    <section aria-labelledby="featured-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="featured-title" title={t(T.featuredTitle)} intro={t(T.featuredIntro)} />
        <Tabs defaultValue="ciudades" className="mt-8">
          <TabsList aria-label={t(T.featuredTitle)}>
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {t(tab.label)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {tab.places.map((place) => (
                  <li key={place.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-card">
                    {"coming" in place ? <ComingCity name={place.name} /> : <PlaceSearches place={place} />}
                  </li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </Container>
    </section>
  );
}

function PlaceSearches({ place }: { place: { name: string; searches: Search[] } }) {
  const lang = useLang();
  // The city is named in the page's language; colonias and alcaldías keep their names.
  const shown = place.name === CDMX_NAME ? T.tabCdmx[lang] : place.name;
  return (
    <>
      <h3 className="font-semibold text-slate-900">{shown}</h3>
      <ul className="mt-2 space-y-1">
        {place.searches.map((search) => (
          <li key={search.join()}>
            <Link to={featuredSearchUrl(search[0], search[1], place.name)} className={LINK_CLASSES}>
              {searchLabel(search, shown, lang)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A city where Hogaria does not publish yet: "Próximamente", and a link to be told when it does. */
function ComingCity({ name }: { name: string }) {
  const t = useText();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-100">{t(T.comingSoon)}</span>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t(T.notYet)}</p>
      <Link to={placeSearchUrl(name)} className={LINK_CLASSES}>
        {t(T.tellMe)(name)}
      </Link>
    </>
  );
}
