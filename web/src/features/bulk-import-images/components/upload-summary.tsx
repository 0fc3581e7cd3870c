import { useEffect, useRef } from "react";
import { CircleAlert, CircleCheck, CircleMinus } from "lucide-react";
import { PHOTO_IMPORT_TEXTS } from "@domain/photo-import/photo-import-messages";
import type { Lang } from "@domain/i18n/lang";
import { PHOTO_IMPORT_TEXT as T } from "@domain/photo-import/photo-import-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import type { FileVerdict } from "@domain/photo-import/plan-photo-import";

export type SummaryFailure = { key: string; name: string; error: string };
export type SummarySkip = { name: string; verdict: Exclude<FileVerdict, "upload"> | "not_photo" };

const skipReason = (lang: Lang): Record<SummarySkip["verdict"], string> => {
  const M = PHOTO_IMPORT_TEXTS[lang];
  return { over_limit: M.overLimit, closed: M.closed, unmatched: M.unmatched, removed: M.removed, not_photo: M.notAPhoto };
};

const fileName = (path: string) => path.split("/").pop() ?? path;

/**
 * The end of a batch: what was uploaded, what failed and why, and what was left out and
 * why. Its heading takes the focus when it appears, so keyboards and screen readers land on it.
 */
export function UploadSummary({
  uploaded,
  listings,
  failures,
  skipped,
}: {
  uploaded: number;
  listings: number;
  failures: SummaryFailure[];
  skipped: SummarySkip[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useText();
  const reasons = skipReason(useLang());
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="resumen" className="rounded-xl border border-slate-200 bg-white p-5 shadow-card">
      <h2
        id="resumen"
        ref={heading}
        tabIndex={-1}
        className="rounded-sm text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
      >
        {t(T.summaryTitle)}
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-slate-800">
        <li className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-5 text-primary-700" />
          <span data-testid="summary-uploaded">{t(T.summaryUploaded)(uploaded, listings)}</span>
        </li>
        <li className="flex items-center gap-2">
          <CircleAlert aria-hidden="true" className={failures.length ? "size-5 text-danger-700" : "size-5 text-slate-400"} />
          <span data-testid="summary-failed">{t(T.summaryFailed)(failures.length)}</span>
        </li>
        <li className="flex items-center gap-2">
          <CircleMinus aria-hidden="true" className="size-5 text-slate-500" />
          <span data-testid="summary-skipped">{t(T.summarySkipped)(skipped.length)}</span>
        </li>
      </ul>
      {failures.length > 0 && (
        <details open className="mt-4">
          <summary className="cursor-pointer font-semibold text-slate-900">{t(T.failedPhotos)}</summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {failures.map((f) => (
              <li key={f.key}>
                <span className="font-medium text-slate-900">{fileName(f.name)}</span>: <span className="text-danger-700">{f.error}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {skipped.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-slate-900">{t(T.skippedFiles)}</summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {skipped.map((s, i) => (
              <li key={`${s.name}-${i}`}>
                <span className="font-medium text-slate-900">{fileName(s.name)}</span>: <span className="text-slate-700">{reasons[s.verdict]}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
