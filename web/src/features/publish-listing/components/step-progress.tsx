import { Check } from "lucide-react";
import { LISTING_STEPS } from "@domain/listings/listing-schema";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import { LISTING_STEP_NAMES, PUBLISH_TEXT as T } from "@domain/listings/publish-text";

/**
 * Where the agent is: "Paso 2 de 7" with a bar on phones, every step (clickable) on wider
 * screens.
 */
export function StepProgress({ current, onGoTo }: { current: number; onGoTo: (index: number) => void }) {
  const total = LISTING_STEPS.length;
  const lang = useLang();
  return (
    <div className="mt-4">
      <div className="sm:hidden">
        <p className="text-sm text-slate-600">{T.stepOf[lang](current + 1, total)}</p>
        <div
          role="progressbar"
          aria-label={T.progress[lang]}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={current + 1}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-primary-700 transition-[width]" style={{ width: `${((current + 1) / total) * 100}%` }} />
        </div>
      </div>
      <ol className="hidden gap-1 sm:flex">
        {LISTING_STEPS.map((s, i) => (
          <li key={s.id} className="flex-1">
            <button
              type="button"
              onClick={() => onGoTo(i)}
              aria-current={i === current ? "step" : undefined}
              className={cn(
                "flex w-full cursor-pointer flex-col items-start gap-1.5 rounded-md border-t-4 pt-2 text-left text-xs font-semibold transition-colors",
                i < current
                  ? "border-primary-700 text-primary-800"
                  : i === current
                    ? "border-primary-700 text-slate-900"
                    : "border-slate-200 text-slate-500 hover:text-slate-700",
              )}
            >
              <span className="flex items-center gap-1">
                {i < current && <Check aria-hidden="true" className="size-3.5" />}
                {i + 1}. {LISTING_STEP_NAMES[s.id][lang]}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
