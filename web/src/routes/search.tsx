import { SearchResultsPage } from "@web/features/search-results/components/search-results-page";
import { LocationField } from "@web/features/location-search/components/location-field";
import { PlaceNotServed } from "@web/features/saved-searches/components/place-not-served";
import { SaveSearchButton } from "@web/features/saved-searches/components/save-search-button";

/**
 * /comprar, /rentar and /remate share this page; the route decides the operation. Its
 * location field searches: a text that matches no place offers the whole city (the search
 * without a place). 'Guardar búsqueda' saves the search shown.
 */
export default function SearchPage() {
  return (
    <SearchResultsPage
      renderLocationField={({ placeName, ...props }) => <LocationField key={placeName ?? ""} placeName={placeName} {...props} />}
      renderPlaceNotServed={(props) => <PlaceNotServed {...props} />}
      renderSaveSearch={(props) => <SaveSearchButton {...props} />}
    />
  );
}
