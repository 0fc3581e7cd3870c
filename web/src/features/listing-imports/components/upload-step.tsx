import { useId, useState, type DragEvent } from "react";
import { FileSpreadsheet, LoaderCircle, Upload } from "lucide-react";
import { IMPORT_LIMITS } from "@domain/listing-imports/import-contract";
import { cn } from "@web/lib/cn";
import { FeedUrlForm } from "./feed-url-form";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";

const MB = Math.round(IMPORT_LIMITS.fileBytesMax / (1024 * 1024));

type Props = {
  reading: boolean;
  error: string | null;
  fileName: string;
  onFile: (file: File) => void;
  feedError: string | null;
  onFeed: (url: string) => void;
};

/**
 * Step 1: the file, picked or dropped (its size and kind checked before it is read), or an
 * EasyBroker feed by its address.
 */
export function UploadStep({ reading, error, fileName, onFile, feedError, onFeed }: Props) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [over, setOver] = useState(false);
  const t = useText();
  const messageIn = useMessageIn();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !reading) onFile(file);
  };
  return (
    <section aria-labelledby={`${inputId}-h`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={`${inputId}-h`} className="text-lg font-semibold text-slate-900">
        {t(T.uploadTitle)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(T.uploadIntro)}</p>
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          "mt-5 flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors",
          "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600",
          over ? "border-primary-600 bg-primary-50" : "border-slate-300 bg-slate-50 hover:border-primary-500",
        )}
      >
        {reading ? (
          <LoaderCircle aria-hidden="true" className="size-9 animate-spin text-primary-700" />
        ) : (
          <Upload aria-hidden="true" className="size-9 text-primary-700" />
        )}
        <span className="font-semibold text-slate-900">{reading ? t(T.reading)(fileName) : t(T.chooseFile)}</span>
        <span id={hintId} className="text-sm text-slate-600">
          {t(T.fileHint)(MB, IMPORT_LIMITS.rowsMax)}
        </span>
        <input
          id={inputId}
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          aria-label={t(T.fileLabel)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={reading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) onFile(file);
          }}
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-700">
          {fileName ? `${fileName}: ` : ""}
          {messageIn(error)}
        </p>
      )}
      <div className="mt-6 grid gap-3 text-sm text-slate-700 sm:grid-cols-2">
        <p className="flex gap-2">
          <FileSpreadsheet aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          {t(T.headersTip)}
        </p>
        <p className="flex gap-2">
          <FileSpreadsheet aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          {t(T.idTip)}
        </p>
      </div>
      <FeedUrlForm busy={reading} error={feedError} onFeed={onFeed} />
    </section>
  );
}
