import { useId } from "react";
import { inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import type { MyListingsFilters, StatusChip } from "../listing-filters";
import { useLang } from "@web/lib/i18n/lang-context";
import { MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";

/** "Mis propiedades"' filters: a chip per status with its count, and an agency's agent choice. */
export function MyListingsFilterBar({
  chips,
  filters,
  agents,
  userId,
  onChange,
}: {
  chips: StatusChip[];
  filters: MyListingsFilters;
  /** The agency's agents, when there is a choice to make (null: no agent filter). */
  agents: { id: string; name: string }[] | null;
  userId: string;
  onChange: (change: Partial<MyListingsFilters>) => void;
}) {
  const agentFilterId = useId();
  const lang = useLang();
  return (
    <>
      <div role="group" aria-label={T.filterByStatus[lang]} className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const pressed = chip.status === filters.status;
          return (
            <button
              key={chip.status ?? "todas"}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange({ status: chip.status })}
              className={cn(
                "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
                pressed
                  ? "border-primary-700 bg-primary-700 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50",
              )}
            >
              {chip.label}
              <span
                className={cn("rounded-full px-2 py-0.5 text-xs tabular-nums", pressed ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700")}
              >
                {chip.count}
              </span>
            </button>
          );
        })}
      </div>
      {agents && (
        <div className="w-full sm:w-64">
          <label htmlFor={agentFilterId} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {T.agent[lang]}
          </label>
          <select
            id={agentFilterId}
            value={filters.agentId ?? ""}
            onChange={(event) => onChange({ agentId: event.target.value || undefined })}
            className={cn(inputClasses, "cursor-pointer pr-8")}
          >
            <option value="">{T.allAgents[lang]}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.id === userId ? T.you[lang](agent.name) : agent.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
