import { useId, useRef, useState, type DragEvent } from "react";
import { FolderUp, ImagePlus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { PHOTO_IMPORT_TEXT as T } from "@domain/photo-import/photo-import-text";
import { useText } from "@web/lib/i18n/lang-context";
import { pickedFromDrop, pickedFromInput, type PickedFile } from "../collect-files";

/** Where photos come in: dropped (files or whole folders), or chosen as files or as a folder. */
export function DropZone({ accept, onFiles, compact = false }: { accept: string; onFiles: (files: PickedFile[]) => void; compact?: boolean }) {
  const [over, setOver] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const t = useText();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void pickedFromDrop(event.dataTransfer).then(onFiles);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        "flex flex-col items-center rounded-2xl border-2 border-dashed text-center transition-colors",
        compact ? "gap-3 px-4 py-5 sm:flex-row sm:justify-between sm:text-left" : "gap-4 px-6 py-10",
        over ? "border-primary-600 bg-primary-50" : "border-slate-300 bg-slate-50",
      )}
    >
      {!compact && (
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <FolderUp aria-hidden="true" className="size-7" />
        </span>
      )}
      <div>
        <p className="font-semibold text-slate-900">{compact ? t(T.addMore) : t(T.dropHere)}</p>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t(T.dropHint)}
        </p>
      </div>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button variant={compact ? "outline" : "primary"} onClick={() => filesInput.current?.click()} aria-describedby={hintId}>
          <ImagePlus aria-hidden="true" className="size-5" />
          {t(T.choosePhotos)}
        </Button>
        <Button variant="outline" onClick={() => folderInput.current?.click()} aria-describedby={hintId}>
          <FolderUp aria-hidden="true" className="size-5" />
          {t(T.chooseFolder)}
        </Button>
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={accept}
        aria-label={t(T.choosePhotos)}
        // Hidden: the buttons above open it (a second control with the same name would confuse screen readers).
        hidden
        onChange={(event) => {
          onFiles(pickedFromInput(event.currentTarget.files));
          event.currentTarget.value = "";
        }}
      />
      <input
        ref={(element) => {
          folderInput.current = element;
          // React does not know webkitdirectory as a prop.
          element?.setAttribute("webkitdirectory", "");
        }}
        type="file"
        multiple
        aria-label={t(T.chooseFolder)}
        // Hidden: the buttons above open it (a second control with the same name would confuse screen readers).
        hidden
        onChange={(event) => {
          onFiles(pickedFromInput(event.currentTarget.files));
          event.currentTarget.value = "";
        }}
      />
    </div>
  );
}
