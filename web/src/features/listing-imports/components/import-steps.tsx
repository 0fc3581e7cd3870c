import { Check } from "lucide-react";
import { cn } from "@web/lib/cn";
import type { Bilingual } from "@domain/i18n/bilingual";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useText } from "@web/lib/i18n/lang-context";

import type { ImportStep } from "../hooks/use-listing-import";

const STEPS: { id: ImportStep; label: Bilingual }[] = [
  { id: "upload", label: T.stepUpload },
  { id: "mapping", label: T.stepMapping },
  { id: "preview", label: T.stepPreview },
  { id: "report", label: T.stepReport },
];

/** Where the agent is in the import: four steps, the current one marked for screen readers too. */
export function ImportSteps({ current }: { current: ImportStep }) {
  const t = useText();
  const at = STEPS.findIndex((s) => s.id === current);
  return (
    <ol className="flex items-center gap-2 text-sm" aria-label={t(T.stepsLabel)}>
      {STEPS.map((s, i) => (
        <li key={s.id} className="flex items-center gap-2" aria-current={i === at ? "step" : undefined}>
          <span
            className={cn(
              "flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
              i < at
                ? "bg-primary-700 text-white"
                : i === at
                  ? "border-2 border-primary-700 text-primary-800"
                  : "border border-slate-300 text-slate-500",
            )}
          >
            {i < at ? <Check aria-hidden="true" className="size-4" /> : i + 1}
          </span>
          <span className={cn("hidden sm:inline", i === at ? "font-semibold text-slate-900" : "text-slate-600")}>{t(s.label)}</span>
          {i === at && <span className="sm:hidden font-semibold text-slate-900">{t(s.label)}</span>}
          {i < STEPS.length - 1 && <span aria-hidden="true" className="h-px w-4 bg-slate-300 sm:w-8" />}
        </li>
      ))}
    </ol>
  );
}
