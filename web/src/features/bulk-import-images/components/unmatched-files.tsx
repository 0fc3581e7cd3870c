import { CircleHelp } from "lucide-react";
import { PHOTO_IMPORT_TEXTS } from "@domain/photo-import/photo-import-messages";
import { PHOTO_IMPORT_TEXT as T } from "@domain/photo-import/photo-import-text";
import { useLang, useText } from "@web/lib/i18n/lang-context";
import type { MatchedFile } from "../hooks/use-import-files";
import { FileRow } from "./file-row";

/** Photos whose name names none of the person's listings: assign each one by hand, or take it out. */
export function UnmatchedFiles({
  files,
  onAssign,
  onRemove,
}: {
  files: MatchedFile[];
  onAssign: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  const t = useText();
  const lang = useLang();
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="sin-propiedad" className="rounded-xl border border-accent-700/30 bg-accent-50 p-4">
      <h3 id="sin-propiedad" className="flex items-center gap-2 font-semibold text-slate-900">
        <CircleHelp aria-hidden="true" className="size-5 text-accent-700" />
        {t(T.unmatchedTitle)(files.length)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {PHOTO_IMPORT_TEXTS[lang].unmatched} {t(T.unmatchedHint)}
      </p>
      <ul className="mt-2 divide-y divide-accent-700/10">
        {files.map((f) => (
          <FileRow key={f.key} fileKey={f.key} name={f.name} file={f.file} order={null} verdict="unmatched" onAssign={onAssign} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}
