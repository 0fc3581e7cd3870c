import { Check, LoaderCircle, Minus, PenLine, Plus, Search, Trash2, Undo2, X } from "lucide-react";
import { formatCount } from "@domain/format/money";
import type { RESULTS_MAP_TEXTS } from "@domain/map/results-map-texts";
import { cn } from "@web/lib/cn";

const controlBase =
  "pointer-events-auto inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-3.5 text-sm font-semibold shadow-menu ring-1 transition-colors disabled:cursor-not-allowed disabled:opacity-50";
const controlButton = cn(controlBase, "bg-white text-slate-800 ring-slate-900/10 hover:bg-slate-50");
const searchAreaButton =
  "pointer-events-auto inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-primary-700 px-5 text-sm font-semibold text-white shadow-menu ring-1 ring-primary-800 transition-colors hover:bg-primary-800";
const primaryControlButton = cn(controlBase, "bg-primary-700 text-white ring-primary-800 hover:bg-primary-800");

export type MapControlsProps = {
  texts: (typeof RESULTS_MAP_TEXTS)["es"];
  /** Corners placed so far while drawing a zone; null when not drawing. */
  drawnPoints: number | null;
  /** Whether a drawn zone limits the search (it can be cleared). */
  hasZone: boolean;
  /** Whether the person moved the map since the last search ('Buscar en esta zona'). */
  moved: boolean;
  loading: boolean;
  /** Markers on the map, and listings the search found: the map may show fewer. */
  shown: number;
  total: number;
  truncated: boolean;
  on: Record<"finish" | "undo" | "cancel" | "draw" | "clearZone" | "zoomIn" | "zoomOut" | "searchArea", () => void>;
};

/**
 * What floats over the results map: drawing a zone (and finishing, undoing or cancelling
 * it), zoom, 'Buscar en esta zona' after the person moves the map, and the map's status.
 */
export function MapControls({ texts, drawnPoints, hasZone, moved, loading, shown, total, truncated, on }: MapControlsProps) {
  const drawing = drawnPoints !== null;
  return (
    <div className="pointer-events-none absolute inset-0 z-[1000] flex flex-col p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          {drawing ? (
            <>
              <button type="button" className={primaryControlButton} disabled={(drawnPoints ?? 0) < 3} onClick={on.finish}>
                <Check aria-hidden="true" className="size-4" />
                {texts.finish}
              </button>
              <button type="button" className={controlButton} disabled={(drawnPoints ?? 0) === 0} onClick={on.undo}>
                <Undo2 aria-hidden="true" className="size-4" />
                {texts.undo}
              </button>
              <button type="button" className={controlButton} onClick={on.cancel}>
                <X aria-hidden="true" className="size-4" />
                {texts.cancel}
              </button>
            </>
          ) : (
            <>
              <button type="button" className={controlButton} onClick={on.draw}>
                <PenLine aria-hidden="true" className="size-4" />
                {texts.draw}
              </button>
              {hasZone && (
                <button type="button" className={controlButton} onClick={on.clearZone}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {texts.clearZone}
                </button>
              )}
            </>
          )}
        </div>
        <div className="flex flex-col overflow-hidden rounded-lg shadow-menu ring-1 ring-slate-900/10">
          <ZoomButton label={texts.zoomIn} icon={Plus} onClick={on.zoomIn} />
          <span aria-hidden="true" className="h-px bg-slate-200" />
          <ZoomButton label={texts.zoomOut} icon={Minus} onClick={on.zoomOut} />
        </div>
      </div>

      {drawing && (
        <p role="status" className="mt-2 max-w-sm self-start rounded-lg bg-slate-900/85 px-3 py-2 text-sm text-white shadow-menu">
          {(drawnPoints ?? 0) < 3 ? texts.drawStart : texts.drawClose}
          <span className="hidden group-has-[.hg-map:focus-visible]:inline"> {texts.drawKeyboard}</span>
        </p>
      )}

      {moved && !drawing && (
        <div className="mt-2 flex justify-center">
          <button type="button" className={searchAreaButton} onClick={on.searchArea}>
            <Search aria-hidden="true" className="size-4" />
            {texts.searchArea}
          </button>
        </div>
      )}

      {/* Above the tiles' attribution, and on phones above the 'Lista' and call buttons. */}
      <div className="mt-auto mb-20 flex flex-col items-start gap-2 lg:mb-6">
        {loading && (
          <p
            role="status"
            className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-slate-700 shadow-md"
          >
            <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin text-primary-700" />
            {texts.updating}
          </p>
        )}
        {truncated && !loading && (
          <p className="max-w-xs rounded-lg bg-white/95 px-3 py-1.5 text-xs text-slate-700 shadow-md">
            {texts.truncated(formatCount(shown), formatCount(total))}
          </p>
        )}
      </div>
    </div>
  );
}

function ZoomButton({ label, icon: Icon, onClick }: { label: string; icon: typeof Plus; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="pointer-events-auto flex size-11 cursor-pointer items-center justify-center bg-white text-slate-800 hover:bg-slate-50"
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
