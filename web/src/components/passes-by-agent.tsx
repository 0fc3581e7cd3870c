import { useId } from "react";
import { Users } from "lucide-react";
import { PLAN_HOLDER_TEXTS, type AgentPassUse } from "@domain/billing/plan-holder";
import { useLang } from "@web/lib/i18n/lang-context";

/**
 * What each member of an agency used of its plan this period (passes, 3D tours), for its
 * owner: on the dashboard's plan card and /precios' current plan.
 */
export function PassesByAgent({ uses }: { uses: AgentPassUse[] }) {
  const headingId = useId();
  const PLAN_HOLDER_TEXT = PLAN_HOLDER_TEXTS[useLang()];
  return (
    <div className="mt-4 border-t border-primary-200 pt-4">
      <p id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Users aria-hidden="true" className="size-4 text-primary-700" />
        {PLAN_HOLDER_TEXT.passesByAgentTitle}
      </p>
      {uses.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{PLAN_HOLDER_TEXT.noUseYet}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 grid gap-x-8 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {uses.map((use) => (
            <li key={use.agent_id ?? "gone"} className="flex justify-between gap-3 border-b border-primary-100 pb-1.5 text-slate-700">
              <span className="min-w-0 truncate">{use.agent_name}</span>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{PLAN_HOLDER_TEXT.agentUse(use)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
