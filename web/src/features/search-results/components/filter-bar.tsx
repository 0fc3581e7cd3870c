import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import type { HandSetFilter } from "@domain/properties/search-filters";
import { filterFields, rangesAreValid, withFilters, type SearchState } from "../search-state";
import { desktopFilterLabel, DESKTOP_FILTERS, filterSummary, MORE_FILTERS, SHOWN_FILTERS, type DesktopFilterId } from "../search-labels";
import { FILTER_PANEL_TEXTS } from "@domain/properties/search-filter-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { FilterTrigger } from "./filter-trigger";
import { FilterFields } from "./filter-controls";

type FilterProps = { state: SearchState; go: (next: SearchState) => void };

/** Desktop: Tipo, Precio, Recámaras and Más filtros, each a panel under its button. */
export function FilterBar(props: FilterProps) {
  return (
    // Desktop only, by CSS rather than by script: it is in the page the server sends, so it
    // is there from the first paint instead of pushing the page about when the app starts.
    <div className="hidden flex-wrap gap-2 lg:flex">
      {DESKTOP_FILTERS.map(({ id }) =>
        id === "mas" ? <MoreFilters key={id} {...props} /> : <OwnFilter key={id} filter={SHOWN_FILTERS.find((f) => f.key === id)!} {...props} />,
      )}
    </div>
  );
}

type FilterPanelProps = {
  id: DesktopFilterId;
  summary: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  panelClassName?: string;
};

const FOCUSABLE = 'input, select, button:not([tabindex="-1"]), [tabindex="0"]';
const EDGE = 12;

/**
 * A button with a non-modal panel under it (the disclosure pattern). Opening moves focus
 * into the panel; Escape closes it and returns to the button; so do a click outside and
 * tabbing out. No positioning library: the panel only moves left if it would leave the screen.
 */
function FilterPanel({ id, summary, open, onOpenChange, children, panelClassName }: FilterPanelProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);
  const label = desktopFilterLabel(id, useLang());

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const { left, right } = panel.getBoundingClientRect();
    const overflow = right - (document.documentElement.clientWidth - EDGE);
    setShift(overflow > 0 ? Math.min(overflow, left - EDGE) : 0);
    panel.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onOpenChange(false);
      triggerRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, onOpenChange]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) onOpenChange(false);
  }

  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <FilterTrigger
        ref={triggerRef}
        label={label}
        summary={summary}
        open={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
      />
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={label}
          style={shift ? { transform: `translateX(-${shift}px)` } : undefined}
          className={cn(
            "absolute top-full left-0 z-50 mt-2 w-80 rounded-xl border border-slate-200 bg-white p-4 shadow-menu animate-fade-in",
            panelClassName,
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}

function ApplyRow({ onClear }: { onClear: () => void }) {
  const texts = FILTER_PANEL_TEXTS[useLang()];
  return (
    // Stays in sight at the foot of a panel that scrolls ('Más filtros').
    <div className="sticky bottom-0 mt-4 flex items-center justify-between gap-2 border-t border-slate-100 bg-white pt-3">
      <Button variant="ghost" size="sm" onClick={onClear}>
        {texts.clear}
      </Button>
      <Button type="submit" size="sm">
        {texts.apply}
      </Button>
    </div>
  );
}

function OwnFilter({ filter, ...props }: FilterProps & { filter: HandSetFilter }) {
  const kind = filter.control?.kind;
  if (kind === "range") return <DraftFilters id={filter.key} filters={[filter]} {...props} />;
  return <ChoiceFilter filter={filter} panelClassName={kind === "type" ? "w-96" : "w-max"} {...props} />;
}

function MoreFilters(props: FilterProps) {
  return (
    <DraftFilters
      id="mas"
      filters={MORE_FILTERS}
      panelClassName="w-[26rem] max-h-[calc(100vh-14rem)] overflow-y-auto"
      formClassName="flex flex-col gap-5"
      {...props}
    />
  );
}

/** A choice applies at once and closes its panel. */
function ChoiceFilter({ filter, state, go, panelClassName }: FilterProps & { filter: HandSetFilter; panelClassName: string }) {
  const [open, setOpen] = useState(false);
  const lang = useLang();
  return (
    <FilterPanel id={filter.key} summary={filterSummary(state, filter.key, lang)} open={open} onOpenChange={setOpen} panelClassName={panelClassName}>
      <FilterFields
        filters={[filter]}
        state={state}
        onChange={(patch) => {
          setOpen(false);
          go(withFilters(state, patch));
        }}
      />
    </FilterPanel>
  );
}

type DraftFiltersProps = FilterProps & { id: DesktopFilterId; filters: HandSetFilter[]; panelClassName?: string; formClassName?: string };

/** A range, or the filters under 'Más filtros': a draft until 'Aplicar' (refused while a minimum exceeds its maximum). */
function DraftFilters({ id, filters, state, go, panelClassName, formClassName }: DraftFiltersProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(state);
  const lang = useLang();
  const keys = filters.map((f) => f.key);

  function onOpenChange(next: boolean) {
    if (next) setDraft(state);
    setOpen(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!rangesAreValid(draft, keys)) return;
    setOpen(false);
    go(withFilters(state, filterFields(draft, keys)));
  }

  return (
    <FilterPanel id={id} summary={filterSummary(state, id, lang)} open={open} onOpenChange={onOpenChange} panelClassName={panelClassName}>
      <form onSubmit={onSubmit} noValidate className={formClassName}>
        <FilterFields filters={filters} state={draft} onChange={(patch) => setDraft((d) => withFilters(d, patch))} />
        <ApplyRow onClear={() => setDraft((d) => withFilters(d, filterFields(null, keys)))} />
      </form>
    </FilterPanel>
  );
}
