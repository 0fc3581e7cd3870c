import { PHOTO_IMPORT_TEXT as T } from "@domain/photo-import/photo-import-text";
import { useText } from "@web/lib/i18n/lang-context";
import type { UploadState } from "../hooks/use-bulk-upload";

/** The batch's bar: finished files (uploaded or failed) plus the part of those on their way. */
export function OverallProgress({ states, total }: { states: ReadonlyMap<string, UploadState>; total: number }) {
  const t = useText();
  let finished = 0;
  let partial = 0;
  for (const s of states.values()) {
    if (s.status === "uploaded" || s.status === "failed") finished += 1;
    else if (s.status === "uploading") partial += s.progress / 100;
  }
  const percent = total ? Math.round(((finished + partial) / total) * 100) : 100;
  return (
    <section aria-label={t(T.progressLabel)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-card">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p className="font-semibold text-slate-900">{t(T.uploadingPhotos)(finished, total)}</p>
        <p className="text-slate-600">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label={t(T.totalProgress)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-primary-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-xs text-slate-600">{t(T.dontClose)}</p>
    </section>
  );
}
