import { useEffect } from "react";
import { LoaderCircle, MapPin, X } from "lucide-react";
import { cn } from "@web/lib/cn";
import type { LocationCombobox as Combobox } from "../hooks/use-location-combobox";
import { LocationOption } from "./location-option";
import { WholeCityOption } from "./whole-city-option";
import { LOCATION_SEARCH_TEXTS } from "@domain/locations/location-search-texts";
import { useLang } from "@web/lib/i18n/lang-context";

type LocationComboboxProps = {
  combobox: Combobox;
  label: string;
  /** id of the helper text tied to the input. */
  describedBy?: string;
  placeholder?: string;
};

/** WAI-ARIA combobox: an input with a listbox popup of role=option suggestions. */
export function LocationCombobox({ combobox, label, describedBy, placeholder }: LocationComboboxProps) {
  const texts = LOCATION_SEARCH_TEXTS[useLang()];
  const { inputRef, text, suggestions, offersWholeCity, loading, expanded, activeIndex, listboxId, optionId } = combobox;
  const inputId = `${listboxId}-input`;
  const showEmpty = !loading && suggestions.length === 0;

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  }, [activeIndex, optionId]);

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          className="block min-h-13 w-full rounded-xl border border-slate-300 bg-white pr-12 pl-11 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600"
          {...combobox.inputProps}
        />
        {text && (
          <button
            type="button"
            aria-label={texts.clear}
            onClick={combobox.clear}
            className="absolute top-1/2 right-1 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>

      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-menu"
      >
        {loading && (
          <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary-700" />
            Buscando...
          </p>
        )}
        {expanded && showEmpty && (
          <p role="status" className={cn("px-4 text-sm text-slate-600", offersWholeCity ? "pt-3 pb-1" : "py-4")}>
            {texts.empty}
          </p>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={label}
          aria-busy={loading}
          className={cn("max-h-80 overflow-y-auto p-1.5", suggestions.length === 0 && !offersWholeCity && "hidden", loading && "opacity-60")}
        >
          {offersWholeCity && (
            <WholeCityOption
              id={optionId(0)}
              active={activeIndex === 0}
              onSelect={combobox.chooseWholeCity}
              onHover={() => combobox.setActiveIndex(0)}
            />
          )}
          {suggestions.map((location, index) => (
            <LocationOption
              key={location.id}
              id={optionId(index)}
              location={location}
              active={index === activeIndex}
              onSelect={() => combobox.select(location)}
              onHover={() => combobox.setActiveIndex(index)}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
