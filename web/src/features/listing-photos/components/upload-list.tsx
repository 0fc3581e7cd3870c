import { CircleAlert, ImageUp, LoaderCircle, RotateCcw, X } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import type { UploadItem } from "../hooks/use-photo-uploads";
import { useLang } from "@web/lib/i18n/lang-context";
import { PHOTO_TEXT as T } from "@domain/listings/photo-text";

const STATUS_TEXT = { waiting: T.waiting, preparing: T.preparing, uploading: T.uploading, failed: T.failed } as const satisfies Record<
  UploadItem["status"],
  unknown
>;

/** One row per photo on its way: its name, a progress bar, and on failure the reason with 'Reintentar'. */
export function UploadList({
  uploads,
  onRetry,
  onDismiss,
}: {
  uploads: UploadItem[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  const lang = useLang();
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={T.uploads[lang]} className="flex flex-col gap-2">
      {uploads.map((u) => {
        const failed = u.status === "failed";
        return (
          <li key={u.key} className={cn("rounded-xl border p-3", failed ? "border-danger-600/40 bg-danger-50" : "border-slate-200 bg-white")}>
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-9 shrink-0 items-center justify-center rounded-lg",
                  failed ? "bg-white text-danger-700" : "bg-primary-50 text-primary-700",
                )}
              >
                {failed ? (
                  <CircleAlert className="size-5" />
                ) : u.status === "preparing" ? (
                  <LoaderCircle className="size-5 animate-spin" />
                ) : (
                  <ImageUp className="size-5" />
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">{u.name}</p>
                <p className="text-xs text-slate-600">
                  {STATUS_TEXT[u.status][lang]}
                  {u.status === "uploading" && ` ${u.progress}%`}
                </p>
              </div>
              {failed && u.retryable && (
                <Button variant="outline" size="sm" className="min-h-11" onClick={() => onRetry(u.key)} aria-label={T.retryName[lang](u.name)}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {T.retry[lang]}
                </Button>
              )}
              <Button
                variant="ghost"
                size="icon"
                onClick={() => onDismiss(u.key)}
                aria-label={failed ? T.removeName[lang](u.name) : T.cancelName[lang](u.name)}
                title={failed ? T.remove[lang] : T.cancel[lang]}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </div>
            {!failed && (
              <div
                role="progressbar"
                aria-label={T.uploadingName[lang](u.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={u.progress}
                aria-valuetext={u.status === "uploading" ? `${u.progress}%` : STATUS_TEXT[u.status][lang]}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full rounded-full bg-primary-600 transition-[width] duration-200" style={{ width: `${u.progress}%` }} />
              </div>
            )}
            {failed && u.error && (
              <p role="alert" className="mt-2 text-sm text-danger-700">
                {u.error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
