import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@web/components/ui/popover";
import { withFilters, type SearchState } from "../search-state";
import { DESKTOP_FILTERS, filterSummaries, type DesktopFilterId } from "../search-labels";
import type { FilterIntent } from "./filter-bar";
import { FilterTrigger } from "./filter-trigger";
import { MinimumChoice, RangeFields, rangeIsValid, TypeChoice } from "./filter-controls";

type FilterProps = { state: SearchState; go: (next: SearchState) => void; intent: FilterIntent };

/**
 * The desktop filters (its own chunk, loaded after the first paint). A filter that the
 * person clicked or focused through its stand-in opens or takes focus as it arrives.
 */
export default function FilterPopovers(props: FilterProps) {
  return (
    <>
      <TypeFilter {...props} />
      <PriceFilter {...props} />
      <BedroomsFilter {...props} />
      <MoreFilters {...props} />
    </>
  );
}

type FilterPopoverProps = {
  id: DesktopFilterId;
  intent: FilterIntent;
  summary: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  contentClassName?: string;
};

function FilterPopover({ id, intent, summary, open, onOpenChange, children, contentClassName }: FilterPopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const label = DESKTOP_FILTERS.find((f) => f.id === id)?.label ?? id;

  useLayoutEffect(() => {
    // The stand-in this replaces had focus (it has just left the page with it).
    if (intent?.id === id && (document.activeElement === document.body || !document.activeElement)) triggerRef.current?.focus();
  }, []); // Only on arrival.

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <FilterTrigger ref={triggerRef} label={label} summary={summary} open={open} />
      </PopoverTrigger>
      <PopoverContent aria-label={label} className={contentClassName}>
        {children}
      </PopoverContent>
    </Popover>
  );
}

const opensFirst = (intent: FilterIntent, id: DesktopFilterId) => intent?.id === id && intent.open;

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

function TypeFilter({ state, go, intent }: FilterProps) {
  const [open, setOpen] = useState(() => opensFirst(intent, "tipo"));
  return (
    <FilterPopover
      id="tipo"
      intent={intent}
      summary={filterSummaries(state).tipo}
      open={open}
      onOpenChange={setOpen}
      contentClassName="w-96"
    >
      <TypeChoice
        value={state.tipo}
        onChange={(tipo) => {
          setOpen(false);
          go(withFilters(state, { tipo }));
        }}
      />
    </FilterPopover>
  );
}

function BedroomsFilter({ state, go, intent }: FilterProps) {
  const [open, setOpen] = useState(() => opensFirst(intent, "recamaras"));
  return (
    <FilterPopover
      id="recamaras"
      intent={intent}
      summary={filterSummaries(state).recamaras}
      open={open}
      onOpenChange={setOpen}
      contentClassName="w-auto"
    >
      <MinimumChoice
        legend="Recámaras (al menos)"
        value={state.recamaras}
        onChange={(recamaras) => {
          setOpen(false);
          go(withFilters(state, { recamaras }));
        }}
      />
    </FilterPopover>
  );
}

function PriceFilter({ state, go, intent }: FilterProps) {
  const [open, setOpen] = useState(() => opensFirst(intent, "precio"));
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
    <FilterPopover
      id="precio"
      intent={intent}
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
    </FilterPopover>
  );
}

function MoreFilters({ state, go, intent }: FilterProps) {
  const [open, setOpen] = useState(() => opensFirst(intent, "mas"));
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
    <FilterPopover
      id="mas"
      intent={intent}
      summary={filterSummaries(state).mas}
      open={open}
      onOpenChange={onOpenChange}
      contentClassName="w-[26rem]"
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
    </FilterPopover>
  );
}
