import { X } from "lucide-react";
import { clearFilter, withFilters, withoutFilters, type SearchState } from "../search-state";
import { paramLabel } from "@domain/properties/search-filter-texts";
import { SEARCH_PAGE_TEXTS } from "@domain/properties/search-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { filterChips } from "../search-labels";

type ActiveFiltersProps = {
  state: SearchState;
  go: (next: SearchState) => void;
};

/** The active filters as chips that remove themselves, the map's area, and 'Limpiar filtros'. */
export function ActiveFilters({ state, go }: ActiveFiltersProps) {
  const lang = useLang();
  const texts = SEARCH_PAGE_TEXTS[lang];
  const chips = filterChips(state, lang);
  const mapChips = [
    state.polygon && { label: paramLabel("poligono", lang)!, clear: () => go(withFilters(state, { polygon: null })) },
    state.bounds && { label: paramLabel("bounds", lang)!, clear: () => go(withFilters(state, { bounds: null })) },
  ].filter((c) => !!c);
  if (chips.length === 0 && mapChips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={texts.activeFilters} className="contents">
        {[...chips.map((chip) => ({ label: chip.label, clear: () => go(clearFilter(state, chip.key)) })), ...mapChips].map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              onClick={chip.clear}
              aria-label={texts.removeFilter(chip.label)}
              className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full lg:min-h-9 border border-primary-200 bg-primary-50 py-1 pr-2 pl-3 text-sm font-semibold text-primary-900 transition-colors hover:border-primary-300 hover:bg-primary-100"
            >
              {chip.label}
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 0 && (
        <button
          type="button"
          onClick={() => go(withoutFilters(state))}
          className="min-h-11 cursor-pointer rounded-lg px-2 text-sm lg:min-h-9 font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {texts.clearFilters}
        </button>
      )}
    </div>
  );
}
