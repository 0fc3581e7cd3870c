import { memo } from "react";
import { CircleAlert, CircleCheck, LoaderCircle, RotateCcw, X } from "lucide-react";
import type { FileVerdict } from "@domain/photo-import/plan-photo-import";
import { PHOTO_IMPORT_TEXTS } from "@domain/photo-import/photo-import-messages";
import type { Bilingual } from "@domain/i18n/bilingual";
import { PHOTO_IMPORT_TEXT as T } from "@domain/photo-import/photo-import-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import type { UploadState } from "../hooks/use-bulk-upload";
import { FilePreview } from "./file-preview";

const STATUS_TEXT: Record<UploadState["status"], Bilingual> = {
  waiting: T.statusWaiting,
  preparing: T.statusPreparing,
  uploading: T.statusUploading,
  uploaded: T.statusUploaded,
  failed: T.statusFailed,
};

export type FileRowProps = {
  fileKey: string;
  name: string;
  file: File;
  order: number | null;
  verdict: FileVerdict;
  /** Once the upload started: where this file is. */
  upload?: UploadState;
  onRemove?: (key: string) => void;
  onAssign?: (key: string) => void;
  onRetry?: (key: string) => void;
};

/** One photo of the batch: its preview, name and order, then what will happen or is happening to it. */
export const FileRow = memo(function FileRow({ fileKey, name, file, order, verdict, upload, onRemove, onAssign, onRetry }: FileRowProps) {
  const t = useText();
  const lang = useLang();
  const messageIn = useMessageIn();
  const refused = verdict === "over_limit" || verdict === "closed";
  const failed = upload?.status === "failed";
  // A failure's message is the API's (already in the page's language) or the pipeline's own.
  const note = refused
    ? PHOTO_IMPORT_TEXTS[lang][verdict === "closed" ? "closed" : "overLimit"]
    : failed
      ? messageIn(upload.error, upload.error)
      : null;
  const label = name.split("/").pop() ?? name;
  return (
    <li className={cn("flex flex-col gap-2 py-2", (refused || failed) && "text-danger-700")}>
      <div className="flex items-center gap-3">
        <FilePreview file={file} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900" title={name}>
            {label}
          </p>
          <p className="text-xs text-slate-600">
            {order !== null && t(T.photoN)(order)}
            {order !== null && upload && " · "}
            {upload && (
              <span className="inline-flex items-center gap-1">
                {upload.status === "uploaded" && <CircleCheck aria-hidden="true" className="size-3.5 text-primary-700" />}
                {upload.status === "preparing" && <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />}
                {t(STATUS_TEXT[upload.status])}
                {upload.status === "uploading" && ` ${upload.progress}%`}
              </span>
            )}
          </p>
        </div>
        {onAssign && (
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => onAssign(fileKey)} aria-label={t(T.assignFile)(label)}>
            {t(T.assign)}
          </Button>
        )}
        {failed && upload.retryable && onRetry && (
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => onRetry(fileKey)} aria-label={t(T.retryFile)(label)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t(T.retry)}
          </Button>
        )}
        {onRemove && (
          <Button variant="ghost" size="icon" onClick={() => onRemove(fileKey)} aria-label={t(T.removeFile)(label)} title={t(T.remove)}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
      {upload && upload.status !== "failed" && upload.status !== "uploaded" && (
        <div
          role="progressbar"
          aria-label={t(T.uploadingFile)(label)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.progress}
          aria-valuetext={upload.status === "uploading" ? `${upload.progress}%` : t(STATUS_TEXT[upload.status])}
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-primary-600 transition-[width] duration-200" style={{ width: `${upload.progress}%` }} />
        </div>
      )}
      {note && (
        <p className="flex items-start gap-1.5 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {note}
        </p>
      )}
    </li>
  );
});
