import type { PropertyDetail } from "@domain/properties/property";
import { STATION_TEXTS_BY_LANG } from "@domain/transit/station-nearby";
import { useLang } from "@web/lib/i18n/lang-context";
import { LineDots } from "@web/components/nearest-station";
import { DetailSection } from "./detail-section";

/**
 * The stations within 1 km, nearest first, with their lines and walking minutes (and metres,
 * unless the listing shows only its colonia). Rendered with the page: the worker resolved the
 * names, so the station data never reaches the browser.
 */
export function NearbyStations({ property: p }: { property: PropertyDetail }) {
  const stations = p.stations ?? [];
  const STATION_TEXTS = STATION_TEXTS_BY_LANG[useLang()];
  return (
    <DetailSection title={STATION_TEXTS.heading}>
      {stations.length === 0 ? (
        <p className="text-slate-700">{p.has_place === false ? STATION_TEXTS.noPlace : STATION_TEXTS.none}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{STATION_TEXTS.intro}</p>
          <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label={STATION_TEXTS.heading}>
            {stations.map((s) => (
              <li key={s.station_id} className="flex items-center gap-3 px-4 py-3">
                <LineDots colors={s.colors} />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{s.station}</span>
                  <span className="block text-sm text-slate-600">{s.lines}</span>
                </span>
                <span className="shrink-0 text-right text-sm">
                  <span className="block font-semibold text-slate-900 tabular-nums">{STATION_TEXTS.walk(s.walk_minutes)}</span>
                  {s.distance_m !== null && <span className="block text-slate-500 tabular-nums">{STATION_TEXTS.meters(s.distance_m)}</span>}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-2 text-xs text-slate-500">{STATION_TEXTS.howMeasured}</p>
    </DetailSection>
  );
}
