import { useMemo } from "react";
import { Link } from "react-router";
import { MapPinOff, Search } from "lucide-react";
import type { Operation, PropertyType } from "@domain/properties/property";
import { SEARCH_PLACE_TEXTS, searchSubject } from "@domain/properties/search-title";
import { SAVED_SEARCH_TEXT as T } from "@domain/saved-searches/saved-search-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { OPERATION_SECTION } from "@domain/properties/sections";
import { menuFilterUrl } from "@web/lib/search-urls";
import type { NewSavedSearch, PlaceNotServedProps } from "@web/lib/saved-searches";
import { useSaveSearch } from "../hooks/use-save-search";
import { NotifyMeButton } from "./notify-me-button";

/** The saved search this page offers: the place, the operation and the type, alerts at once. */
function placeSearch(place: PlaceNotServedProps["place"], operation: Operation, tipo: PropertyType | null, name: string): NewSavedSearch {
  const filters: Record<string, string> = { operation, location: place.name, location_id: place.id };
  if (tipo) filters.tipo = tipo;
  return { name, frequency: "al_momento", filters };
}

/**
 * A search of a place outside Mexico City, where Hogaria publishes nothing yet: says so
 * plainly instead of '0 propiedades', offers to save the search (to be told when the first
 * listing there is published), and links to the same search in Mexico City.
 */
export function PlaceNotServed({ place, operation, tipo, title }: PlaceNotServedProps) {
  const lang = useLang();
  const city = SEARCH_PLACE_TEXTS[lang].wholeCity;
  const { id, name } = place;
  const search = useMemo(() => placeSearch({ id, name }, operation, tipo, title), [id, name, operation, tipo, title]);
  const { state, request } = useSaveSearch(search);
  const section = OPERATION_SECTION[operation];
  const subject = searchSubject(tipo, operation, lang);
  const cdmxSearches = [
    ...(tipo ? [{ href: menuFilterUrl(section, { estado: "cdmx", tipo }), label: `${subject} ${city}` }] : []),
    { href: menuFilterUrl(section, { estado: "cdmx" }), label: `${searchSubject(null, operation, lang)} ${city}` },
  ];

  return (
    <section aria-labelledby="place-not-served-title" className="mx-auto max-w-2xl py-4 sm:py-8">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700">
        <MapPinOff aria-hidden="true" className="size-6" />
      </span>
      <h1 id="place-not-served-title" className="mt-4 text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {T.notServedTitle[lang](place.name)}
      </h1>
      <p className="mt-3 text-lg text-pretty text-slate-700">{T.notServedText[lang](city, subject, place.name)}</p>
      <p className="mt-2 text-pretty text-slate-600">{T.notServedOffer[lang](place.name)}</p>
      <div className="mt-6">
        <NotifyMeButton state={state} placeName={place.name} onRequest={request} />
      </div>

      <h2 className="mt-10 text-lg font-semibold text-slate-900">{T.meanwhile[lang](city)}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {cdmxSearches.map((s) => (
          <li key={s.href}>
            <Link
              to={s.href}
              className="flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-primary-800 shadow-card hover:border-primary-300 hover:bg-primary-50"
            >
              <Search aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
