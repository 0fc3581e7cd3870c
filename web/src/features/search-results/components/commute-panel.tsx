import { useId, useState, type ReactNode } from "react";
import { ChevronDown, TrainFront } from "lucide-react";
import type { PropertySearchResponse } from "@domain/properties/property";
import { COMMUTE_MAX_OPTIONS, COMMUTE_TEXT_BY_LANG, withoutStationText } from "@domain/transit/commute-text";
import { useLang } from "@web/lib/i18n/lang-context";
import type { SearchLocation } from "@web/lib/search-urls";
import { withFilters, type SearchState } from "../search-state";

export type DestinationFieldProps = {
  label: string;
  placeName: string | null;
  placeholder: string;
  onSelect: (location: SearchLocation) => void;
  onClear: () => void;
};

type CommutePanelProps = {
  state: SearchState;
  go: (next: SearchState) => void;
  /** What the API said of the commute (stations near the destination, listings left out). */
  commute: PropertySearchResponse["commute"] | undefined;
  /** The location autocomplete, as the page composes it, for the destination. */
  renderDestinationField: (props: DestinationFieldProps) => ReactNode;
};

/**
 * '¿Cuánto tardas a tu trabajo?': a destination chosen among the location search's places,
 * then each card shows its minutes by public transport, sorted by them, with a maximum to
 * choose. Folded until a person opens it or a destination is set.
 */
export function CommutePanel({ state, go, commute, renderDestinationField }: CommutePanelProps) {
  const lang = useLang();
  const COMMUTE_TEXT = COMMUTE_TEXT_BY_LANG[lang];
  const hasDestination = state.destinoLat !== null && state.destinoLng !== null;
  const [open, setOpen] = useState(hasDestination);
  const panelId = useId();
  const maxId = useId();

  const clear = () =>
    go(
      withFilters(state, {
        destino: null,
        destinoLat: null,
        destinoLng: null,
        trasladoMax: null,
        orden: state.orden === "traslado" ? "recientes" : state.orden,
      }),
    );
  const choose = (location: SearchLocation) => {
    if (!location.centroide) return;
    const [lng, lat] = location.centroide;
    go(withFilters(state, { destino: location.nombre_canonico, destinoLat: lat, destinoLng: lng, orden: "traslado" }));
  };

  return (
    <section aria-label={COMMUTE_TEXT.question} className="w-full">
      <button
        type="button"
        aria-expanded={open || hasDestination}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        disabled={hasDestination}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg text-sm font-semibold text-primary-800 hover:text-primary-900 disabled:cursor-default"
      >
        <TrainFront aria-hidden="true" className="size-4" />
        {COMMUTE_TEXT.question}
        {!hasDestination && <ChevronDown aria-hidden="true" className={open ? "size-4 rotate-180" : "size-4"} />}
      </button>
      {(open || hasDestination) && (
        <div id={panelId} className="mt-1 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <div className="sm:w-80">
            {renderDestinationField({
              label: COMMUTE_TEXT.destinationLabel,
              placeName: state.destino,
              placeholder: COMMUTE_TEXT.placeholder,
              onSelect: choose,
              onClear: clear,
            })}
          </div>
          {hasDestination && (
            <div className="flex flex-col gap-1">
              <label htmlFor={maxId} className="text-sm font-semibold text-slate-700">
                {COMMUTE_TEXT.maxLabel}
              </label>
              <select
                id={maxId}
                value={state.trasladoMax ?? ""}
                onChange={(event) => go(withFilters(state, { trasladoMax: event.target.value ? Number(event.target.value) : null }))}
                className="min-h-11 cursor-pointer rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm font-medium text-slate-900 hover:border-slate-400 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600 sm:min-h-13 sm:rounded-xl"
              >
                <option value="">{COMMUTE_TEXT.anyMax}</option>
                {COMMUTE_MAX_OPTIONS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {`${minutes} min`}
                  </option>
                ))}
              </select>
            </div>
          )}
          {hasDestination && (
            <div className="flex basis-full flex-col gap-1 text-sm">
              {commute?.stations_near_destination === 0 && <p className="font-medium text-amber-800">{COMMUTE_TEXT.noStationNearDestination}</p>}
              {commute?.without_station ? <p className="text-slate-700">{withoutStationText(commute.without_station, lang)}</p> : null}
              <p className="text-slate-500">{COMMUTE_TEXT.estimate}</p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
