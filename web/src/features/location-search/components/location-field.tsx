import type { CanonicalLocation } from "@domain/locations/location";
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
  placeholder?: string;
};

/**
 * The location autocomplete on its own, for pages that change their place in place
 * (the results page): choosing a suggestion reports it at once, no search button.
 */
export function LocationField({ label, placeName, onSelect, onClear, placeholder = "Colonia, alcaldía o estado" }: LocationFieldProps) {
  // Enter without a highlighted suggestion keeps the current place: there is nothing to submit.
  const combobox = useLocationCombobox({ onSearch: () => {}, onSelect, initialText: placeName ?? "" });
  const withClear = onClear
    ? {
        ...combobox,
        clear: () => {
          combobox.clear();
          onClear();
        },
      }
    : combobox;
  return <LocationCombobox combobox={withClear} label={label} placeholder={placeholder} />;
}
