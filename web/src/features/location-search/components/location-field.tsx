import { LOCATION_SEARCH_TEXTS } from "@domain/locations/location-search-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { CanonicalLocation } from "@domain/locations/location";
import type { Operation } from "@domain/properties/property";
import { useLocationCombobox } from "../hooks/use-location-combobox";
import { LocationCombobox } from "./location-combobox";

export type LocationFieldProps = {
  label: string;
  /** The place being shown, as the input's starting text (remount with a key when it changes). */
  placeName?: string | null;
  /** A suggestion was chosen (click, or Enter on the highlighted one). */
  onSelect: (location: CanonicalLocation) => void;
  /** The clear button was pressed: search without a place. */
  onClear?: () => void;
  /**
   * The field drives a search of the whole city when no place matches (a results page):
   * a text that matches nothing offers it, and Enter without a highlighted suggestion
   * takes the best match for the text.
   */
  onWholeCity?: () => void;
  /** The operation the suggestions count listings of. */
  operation?: Operation;
  placeholder?: string;
};

/**
 * The location autocomplete on its own, for pages that change their place in place
 * (the results page): choosing a suggestion reports it at once, no search button.
 */
export function LocationField({ label, placeName, onSelect, onClear, onWholeCity, operation, placeholder }: LocationFieldProps) {
  const lang = useLang();
  // Without onWholeCity (choosing a listing's colonia), Enter without a highlighted
  // suggestion keeps the text as it is: there is nothing to search.
  const combobox = useLocationCombobox({
    operation,
    onSelect,
    // The best match is reported through onSelect; nothing more to do.
    onSubmit: onWholeCity ? () => {} : undefined,
    onWholeCity,
    initialText: placeName ?? "",
  });
  const withClear = onClear
    ? {
        ...combobox,
        clear: () => {
          combobox.clear();
          onClear();
        },
      }
    : combobox;
  return <LocationCombobox combobox={withClear} label={label} placeholder={placeholder ?? LOCATION_SEARCH_TEXTS[lang].placeholder} />;
}
