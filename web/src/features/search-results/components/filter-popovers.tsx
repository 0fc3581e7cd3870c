import { useState, type FormEvent, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { PROPERTY_TYPE_LABELS } from "@domain/properties/property";
import { formatCount, formatPriceMXN } from "@domain/format/money";
import { Button } from "@web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@web/components/ui/popover";
import { cn } from "@web/lib/cn";
import { withFilters, type SearchState } from "../search-state";
import { minimumText, rangeText } from "../search-labels";
import { MinimumChoice, RangeFields, rangeIsValid, TypeChoice } from "./filter-controls";

type FilterProps = { state: SearchState; go: (next: SearchState) => void };

type FilterPopoverProps = {
  label: string;
  /** The chosen value, shown on the trigger instead of the label. */
  summary: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  contentClassName?: string;
};

function FilterPopover({ label, summary, open, onOpenChange, children, contentClassName }: FilterPopoverProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
          className={cn(
            "inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors",
            summary
              ? "border-primary-600 bg-primary-50 text-primary-900 hover:bg-primary-100"
              : "border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50",
          )}
        >
          {summary ?? label}
          <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label={label} className={contentClassName}>
        {children}
      </PopoverContent>
    </Popover>
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

export function TypeFilter({ state, go }: FilterProps) {
  const [open, setOpen] = useState(false);
  return (
    <FilterPopover
      label="Tipo"
      summary={state.tipo ? PROPERTY_TYPE_LABELS[state.tipo].plural : null}
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

export function BedroomsFilter({ state, go }: FilterProps) {
  const [open, setOpen] = useState(false);
  return (
    <FilterPopover
      label="Recámaras"
      summary={state.recamaras ? minimumText(state.recamaras, "recámara", "recámaras") : null}
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

export function PriceFilter({ state, go }: FilterProps) {
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
    <FilterPopover
      label="Precio"
      summary={rangeText(state.precioMin, state.precioMax, formatPriceMXN)}
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

export function MoreFilters({ state, go }: FilterProps) {
  const [open, setOpen] = useState(false);
  const initial = () => ({
    banos: state.banos,
    estacionamientos: state.estacionamientos,
    superficieMin: state.superficieMin,
    superficieMax: state.superficieMax,
  });
  const [draft, setDraft] = useState(initial);
  const active = [state.banos, state.estacionamientos, state.superficieMin ?? state.superficieMax].filter((v) => v !== null).length;

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
      label="Más filtros"
      summary={active > 0 ? `Más filtros (${formatCount(active)})` : null}
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
