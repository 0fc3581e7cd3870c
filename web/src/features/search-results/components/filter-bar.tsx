import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { withFilters, type SearchState } from "../search-state";
import { DESKTOP_FILTERS, filterSummaries, type DesktopFilterId } from "../search-labels";
import { FilterTrigger } from "./filter-trigger";
import { MinimumChoice, RangeFields, rangeIsValid, TypeChoice } from "./filter-controls";

type FilterProps = { state: SearchState; go: (next: SearchState) => void };

/** Desktop: Tipo, Precio, Recámaras and Más filtros, each a panel under its button. */
export function FilterBar(props: FilterProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <TypeFilter {...props} />
      <PriceFilter {...props} />
      <BedroomsFilter {...props} />
      <MoreFilters {...props} />
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
  const label = DESKTOP_FILTERS.find((f) => f.id === id)?.label ?? id;

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
  return (
    <div className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
      <Button variant="ghost" size="sm" onClick={onClear}>
        Limpiar
      </Button>
      <Button type="submit" size="sm">
        Aplicar
      </Button>
    </div>
  );
}

function TypeFilter({ state, go }: FilterProps) {
  const [open, setOpen] = useState(false);
  return (
    <FilterPanel
      id="tipo"
      summary={filterSummaries(state).tipo}
      open={open}
      onOpenChange={setOpen}
      panelClassName="w-96"
    >
      <TypeChoice
        value={state.tipo}
        onChange={(tipo) => {
          setOpen(false);
          go(withFilters(state, { tipo }));
        }}
      />
    </FilterPanel>
  );
}

function BedroomsFilter({ state, go }: FilterProps) {
  const [open, setOpen] = useState(false);
  return (
    <FilterPanel
      id="recamaras"
      summary={filterSummaries(state).recamaras}
      open={open}
      onOpenChange={setOpen}
      panelClassName="w-max"
    >
      <MinimumChoice
        legend="Recámaras (al menos)"
        value={state.recamaras}
        onChange={(recamaras) => {
          setOpen(false);
          go(withFilters(state, { recamaras }));
        }}
      />
    </FilterPanel>
  );
}

function PriceFilter({ state, go }: FilterProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ min: state.precioMin, max: state.precioMax });
  const rent = state.operation === "renta";

  function onOpenChange(next: boolean) {
    if (next) setDraft({ min: state.precioMin, max: state.precioMax });
    setOpen(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!rangeIsValid(draft.min, draft.max)) return;
    setOpen(false);
    go(withFilters(state, { precioMin: draft.min, precioMax: draft.max }));
  }

  return (
    <FilterPanel
      id="precio"
      summary={filterSummaries(state).precio}
      open={open}
      onOpenChange={onOpenChange}
    >
      <form onSubmit={onSubmit} noValidate>
        <RangeFields
          legend={rent ? "Renta mensual (MXN)" : "Precio (MXN)"}
          minLabel="Precio mínimo"
          maxLabel="Precio máximo"
          unit={{ prefix: "$" }}
          min={draft.min}
          max={draft.max}
          onChange={(min, max) => setDraft({ min, max })}
        />
        <ApplyRow onClear={() => setDraft({ min: null, max: null })} />
      </form>
    </FilterPanel>
  );
}

function MoreFilters({ state, go }: FilterProps) {
  const [open, setOpen] = useState(false);
  const initial = () => ({
    banos: state.banos,
    estacionamientos: state.estacionamientos,
    superficieMin: state.superficieMin,
    superficieMax: state.superficieMax,
  });
  const [draft, setDraft] = useState(initial);

  function onOpenChange(next: boolean) {
    if (next) setDraft(initial());
    setOpen(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!rangeIsValid(draft.superficieMin, draft.superficieMax)) return;
    setOpen(false);
    go(withFilters(state, draft));
  }

  return (
    <FilterPanel
      id="mas"
      summary={filterSummaries(state).mas}
      open={open}
      onOpenChange={onOpenChange}
      panelClassName="w-[26rem]"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <MinimumChoice
          legend="Baños (al menos)"
          options={[1, 2, 3, 4]}
          value={draft.banos}
          onChange={(banos) => setDraft((d) => ({ ...d, banos }))}
        />
        <MinimumChoice
          legend="Estacionamientos (al menos)"
          options={[1, 2, 3, 4]}
          value={draft.estacionamientos}
          onChange={(estacionamientos) => setDraft((d) => ({ ...d, estacionamientos }))}
        />
        <RangeFields
          legend="Superficie"
          minLabel="Superficie mínima"
          maxLabel="Superficie máxima"
          unit={{ suffix: "m²" }}
          min={draft.superficieMin}
          max={draft.superficieMax}
          onChange={(superficieMin, superficieMax) => setDraft((d) => ({ ...d, superficieMin, superficieMax }))}
        />
        <ApplyRow onClear={() => setDraft({ banos: null, estacionamientos: null, superficieMin: null, superficieMax: null })} />
      </form>
    </FilterPanel>
  );
}
