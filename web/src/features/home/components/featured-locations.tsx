import { Link } from "react-router";
import { CDMX_NAME } from "@domain/locations/location";
import { Container } from "@web/components/ui/container";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import type { FeaturedTransaction } from "@domain/properties/search-filters";
import { featuredSearchUrl, type FeaturedPropertyType } from "@web/lib/search-urls";
import { SectionHeading } from "@web/components/content/section";
import { PROPERTY_TYPE_LABELS, type PropertyType } from "@domain/properties/property";

type Search = [FeaturedPropertyType, FeaturedTransaction];
type Place = { name: string; searches: Search[] };

const HOUSES_SALE: Search = ["Casa", "venta"];
const FLATS_RENT: Search = ["Departamento", "renta"];
const FLATS_SALE: Search = ["Departamento", "venta"];
const HOUSES_RENT: Search = ["Casa", "renta"];

const city = (name: string): Place => ({ name, searches: [HOUSES_SALE, FLATS_RENT] });

const CITIES: Place[] = [
  { name: CDMX_NAME, searches: [FLATS_RENT, HOUSES_SALE] },
  city("Guadalajara"),
  city("Monterrey"),
  city("Puebla"),
  city("Querétaro"),
  city("Mérida"),
  { name: "Cancún", searches: [FLATS_RENT, FLATS_SALE] },
  city("Tijuana"),
  city("León"),
  city("Toluca"),
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

const TABS = [
  { value: "ciudades", label: "Ciudades Principales", places: CITIES.slice(0, 5) },
  { value: "cdmx", label: CDMX_NAME, places: CDMX_NEIGHBOURHOODS.slice(0, 5) },
  { value: "ubicaciones", label: "Ubicaciones Principales", places: CITIES.slice(0, 10) },
];

const TYPE_KEY: Record<FeaturedPropertyType, PropertyType> = { Casa: "casa", Departamento: "departamento" };

function searchLabel([type, transaction]: Search, place: string) {
  return `${PROPERTY_TYPE_LABELS[TYPE_KEY[type]].plural} en ${transaction} en ${place}`;
}

/** 'Destacados': tabs of cities and neighbourhoods, each with a couple of ready-made searches. */
export function FeaturedLocations() {
  return (
    <section aria-labelledby="featured-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="featured-title" title="Destacados" intro="Búsquedas listas para las zonas que más se buscan." />
        <Tabs defaultValue="ciudades" className="mt-8">
          <TabsList aria-label="Destacados">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {tab.places.map((place) => (
                  <li key={place.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-card">
                    <h3 className="font-semibold text-slate-900">{place.name}</h3>
                    <ul className="mt-2 space-y-1">
                      {place.searches.map((search) => (
                        <li key={search.join()}>
                          <Link
                            to={featuredSearchUrl(search[0], search[1], place.name)}
                            className="inline-flex min-h-11 items-center text-sm text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline lg:min-h-9"
                          >
                            {searchLabel(search, place.name)}
                          </Link>
                        </li>
                      ))}
                    </ul>
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
