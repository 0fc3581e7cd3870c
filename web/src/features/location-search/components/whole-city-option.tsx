import { Map as MapIcon } from "lucide-react";
import { WHOLE_CITY_LABEL } from "../constants";
import { OptionRow } from "./option-row";

type WholeCityOptionProps = { id: string; active: boolean; onSelect: () => void; onHover: () => void };

/** The one option of a text that matches no place: search the whole city instead. */
export function WholeCityOption(props: WholeCityOptionProps) {
  return (
    <OptionRow {...props} icon={MapIcon} iconTone="bg-primary-50 text-primary-700">
      <span className="font-semibold text-primary-800">{WHOLE_CITY_LABEL}</span>
    </OptionRow>
  );
}
