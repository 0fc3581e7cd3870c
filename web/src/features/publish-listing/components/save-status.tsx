import { Check, CloudOff, LoaderCircle } from "lucide-react";
import type { SaveState } from "../hooks/use-listing-form";
import { useLang } from "@web/lib/i18n/lang-context";
import { PUBLISH_TEXT as T } from "@domain/listings/publish-text";

/** "Guardando…" / "Guardado": the draft lives on the server as the agent types. */
export function SaveStatus({ state }: { state: SaveState }) {
  const lang = useLang();
  return (
    <p role="status" aria-live="polite" className="flex min-h-6 items-center gap-1.5 text-sm text-slate-600">
      {state === "saving" && (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {T.saving[lang]}
        </>
      )}
      {state === "saved" && (
        <>
          <Check aria-hidden="true" className="size-4 text-primary-700" />
          {T.savedState[lang]}
        </>
      )}
      {state === "error" && (
        <>
          <CloudOff aria-hidden="true" className="size-4 text-danger-700" />
          <span className="text-danger-700">{T.saveError[lang]}</span>
        </>
      )}
      {state === "idle" && T.autosaves[lang]}
    </p>
  );
}
