import { Fragment, lazy, Suspense, useId, useRef, useState, type ReactNode } from "react";
import { ChevronDown, MapPinned, TrainFront } from "lucide-react";
import type { PropertySearchResponse } from "@domain/properties/property";
import { COMMUTE_MAX_OPTIONS, COMMUTE_TEXT_BY_LANG, withoutStationText } from "@domain/transit/commute-text";
import { commutePointSchema } from "@domain/transit/commute-point";
import { RESULTS_MAP_TEXTS } from "@domain/map/results-map-texts";
import { Button } from "@web/components/ui/button";
import { serverStub } from "@web/lib/client-only";
import { useLang } from "@web/lib/i18n/lang-context";
import type { SearchLocation } from "@web/lib/search-urls";
import { CDMX_CENTER } from "../map/map-config";
import type { DestinationMapHandle } from "../map/destination-map";
import { withFilters, type SearchState } from "../search-state";

// Leaflet and the picker's map load only when a person opens it.
const DestinationMap = lazy(() => (import.meta.env.SSR ? serverStub<typeof import("../map/destination-map")>() : import("../map/destination-map")));

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
 * or as a point on the map (checked against the area the lines serve before it goes in the
 * URL, without a place's name), then each card shows its minutes by public transport,
 * sorted by them, with a maximum to choose. Folded until a person opens it or a destination is set.
 */
export function CommutePanel({ state, go, commute, renderDestinationField }: CommutePanelProps) {
  const lang = useLang();
  const COMMUTE_TEXT = COMMUTE_TEXT_BY_LANG[lang];
  const hasDestination = state.destinoLat !== null && state.destinoLng !== null;
  const [open, setOpen] = useState(hasDestination);
  const panelId = useId();
  const maxId = useId();
  const pickerId = useId();
  const pickButton = useRef<HTMLButtonElement>(null);
  const [picking, setPicking] = useState(false);
  // Where the picker's map opens; the point used is where it is going when asked (destination()).
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const pickerMap = useRef<DestinationMapHandle>(null);
  const [pointError, setPointError] = useState(false);

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
  const openPicker = () => {
    setPoint(hasDestination ? { lat: state.destinoLat!, lng: state.destinoLng! } : { lat: CDMX_CENTER[0], lng: CDMX_CENTER[1] });
    setPointError(false);
    setPicking(true);
  };
  const closePicker = () => {
    setPicking(false);
    pickButton.current?.focus();
  };
  const usePoint = () => {
    const checked = commutePointSchema.safeParse(pickerMap.current?.destination() ?? point);
    if (!checked.success) return setPointError(true);
    go(withFilters(state, { destino: null, destinoLat: checked.data.lat, destinoLng: checked.data.lng, orden: "traslado" }));
    closePicker();
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
            {/* Keyed by the destination: a point chosen on the map replaces the text typed. */}
            <Fragment key={`${state.destinoLat},${state.destinoLng}`}>
              {renderDestinationField({
                label: COMMUTE_TEXT.destinationLabel,
                placeName: state.destino ?? (hasDestination ? COMMUTE_TEXT.pointOnMap : null),
                placeholder: COMMUTE_TEXT.placeholder,
                onSelect: choose,
                onClear: clear,
              })}
            </Fragment>
          </div>
          <Button
            ref={pickButton}
            type="button"
            variant="outline"
            aria-expanded={picking}
            aria-controls={pickerId}
            onClick={() => (picking ? closePicker() : openPicker())}
            className="sm:min-h-13 sm:rounded-xl"
          >
            <MapPinned aria-hidden="true" className="size-4" />
            {COMMUTE_TEXT.pickOnMap}
          </Button>
          {picking && point && (
            <div id={pickerId} className="flex basis-full flex-col gap-2">
              <div className="h-72 overflow-hidden rounded-xl border border-slate-200 sm:h-80 lg:max-w-3xl">
                <Suspense fallback={<div className="size-full animate-pulse bg-slate-100" />}>
                  <DestinationMap ref={pickerMap} lat={point.lat} lng={point.lng} onMove={() => setPointError(false)} />
                </Suspense>
              </div>
              <p className="text-sm text-slate-600">{COMMUTE_TEXT.mapHint}</p>
              {pointError && (
                <p role="alert" className="text-sm font-medium text-danger-700">
                  {COMMUTE_TEXT.outside}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="button" onClick={usePoint}>
                  {COMMUTE_TEXT.usePoint}
                </Button>
                <Button type="button" variant="ghost" onClick={closePicker}>
                  {RESULTS_MAP_TEXTS[lang].cancel}
                </Button>
              </div>
            </div>
          )}
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
