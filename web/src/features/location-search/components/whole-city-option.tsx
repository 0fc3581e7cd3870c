import { Map as MapIcon } from "lucide-react";
import { LOCATION_SEARCH_TEXTS } from "@domain/locations/location-search-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { OptionRow } from "./option-row";

type WholeCityOptionProps = { id: string; active: boolean; onSelect: () => void; onHover: () => void };

/** The one option of a text that matches no place: search the whole city instead. */
export function WholeCityOption(props: WholeCityOptionProps) {
  const lang = useLang();
  return (
    <OptionRow {...props} icon={MapIcon} iconTone="bg-primary-50 text-primary-700">
      <span className="font-semibold text-primary-800">{LOCATION_SEARCH_TEXTS[lang].wholeCity}</span>
    </OptionRow>
  );
}
