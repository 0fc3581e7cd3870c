import { lazy, Suspense, useState, type ReactNode } from "react";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Crosshair } from "lucide-react";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import type { ListingForm } from "../../hooks/use-listing-form";
import { SwitchRow } from "../inputs";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { useLang } from "@web/lib/i18n/lang-context";
import { PUBLISH_TEXT as T } from "@domain/listings/publish-text";

const PinMap = lazy(() => import("../pin-map"));

/** A place the autocomplete offers: only colonias can hold a listing. */
export type ChosenPlace = { id: string; nombre_canonico: string; tipo: string; centroide: [number, number] | null };

/** The page gives the location autocomplete (a feature of its own) through this slot. */
export type LocationFieldSlot = (props: { label: string; placeName: string | null; onSelect: (place: ChosenPlace) => void }) => ReactNode;

type Props = {
  form: ListingForm;
  placeName: string | null;
  onPlace: (name: string | null) => void;
  LocationField: LocationFieldSlot;
};

// About 20 m: one press of a move button, for people who place the pin with the keyboard.
const NUDGE_DEGREES = 0.0002;
const NUDGES = [
  { label: T.north, Icon: ArrowUp, lat: 1, lng: 0 },
  { label: T.south, Icon: ArrowDown, lat: -1, lng: 0 },
  { label: T.west, Icon: ArrowLeft, lat: 0, lng: -1 },
  { label: T.east, Icon: ArrowRight, lat: 0, lng: 1 },
] as const;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function LocationStep({ form, placeName, onPlace, LocationField }: Props) {
  const { values, errors, setField } = form;
  const [centre, setCentre] = useState<[number, number] | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const hasPin = values.lat !== undefined && values.lng !== undefined;
  const lang = useLang();
  const m = useMessageIn();

  const choose = (place: ChosenPlace) => {
    if (place.tipo !== "colonia") {
      setPlaceError(T.notAColonia[lang]);
      return;
    }
    setPlaceError(null);
    onPlace(place.nombre_canonico);
    setField("location_id", place.id);
    if (place.centroide) {
      const [lng, lat] = place.centroide;
      setCentre([lat, lng]);
      // The pin starts at the colonia's centre; the agent drags it to the door.
      setField("lat", lat);
      setField("lng", lng);
    }
  };

  return (
    <div className="space-y-6">
      <div>
        {LocationField({ label: T.colonia[lang], placeName, onSelect: choose })}
        {(placeError || errors.location_id) && <p className="mt-1.5 text-sm text-danger-700">{placeError ?? errors.location_id}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField label={T.street[lang]} error={errors.street}>
          {(control) => (
            <Input
              {...control}
              name="street"
              autoComplete="street-address"
              value={values.street ?? ""}
              onChange={(e) => setField("street", e.target.value)}
              placeholder={T.streetPlaceholder[lang]}
            />
          )}
        </FormField>
        <FormField label={T.interior[lang]} error={errors.interior}>
          {(control) => (
            <Input
              {...control}
              name="interior"
              value={values.interior ?? ""}
              onChange={(e) => setField("interior", e.target.value)}
              placeholder={T.interiorPlaceholder[lang]}
            />
          )}
        </FormField>
      </div>

      <div>
        <p className="mb-1.5 text-sm font-semibold text-slate-800">{T.onTheMap[lang]}</p>
        {hasPin ? (
          <>
            <div className="h-72 overflow-hidden rounded-xl border border-slate-200 sm:h-80">
              <Suspense fallback={<div className="size-full animate-pulse bg-slate-100" />}>
                <PinMap
                  lat={values.lat!}
                  lng={values.lng!}
                  onMove={(lat, lng) => {
                    setField("lat", lat);
                    setField("lng", lng);
                  }}
                />
              </Suspense>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span>{T.dragPin[lang]}</span>
              <span className="flex gap-1">
                {NUDGES.map(({ label, Icon, lat, lng }) => (
                  <Button
                    key={label.es}
                    type="button"
                    variant="outline"
                    size="icon"
                    aria-label={label[lang]}
                    title={label[lang]}
                    onClick={() => {
                      setField("lat", round6(values.lat! + lat * NUDGE_DEGREES));
                      setField("lng", round6(values.lng! + lng * NUDGE_DEGREES));
                    }}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                  </Button>
                ))}
              </span>
              {centre && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setField("lat", centre[0]);
                    setField("lng", centre[1]);
                  }}
                >
                  <Crosshair aria-hidden="true" className="size-4" />
                  {T.recentre[lang]}
                </Button>
              )}
            </div>
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
            {T.mapAfterColonia[lang]}
          </p>
        )}
        {(errors.lat || errors.lng) && <p className="mt-1.5 text-sm text-danger-700">{errors.lat ?? errors.lng ?? m(LISTING_MESSAGES.pin)}</p>}
      </div>

      <SwitchRow
        id="hide_address"
        label={T.onlyColonia[lang]}
        hint={T.onlyColoniaHint[lang]}
        checked={values.hide_address ?? false}
        onChange={(checked) => setField("hide_address", checked)}
      />
    </div>
  );
}
