import { Check, CloudOff, LoaderCircle } from "lucide-react";
import type { SaveState } from "../hooks/use-listing-form";

/** "Guardando…" / "Guardado": the draft lives on the server as the agent types. */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <p role="status" aria-live="polite" className="flex min-h-6 items-center gap-1.5 text-sm text-slate-600">
      {state === "saving" && (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Guardando…
        </>
      )}
      {state === "saved" && (
        <>
          <Check aria-hidden="true" className="size-4 text-primary-700" />
          Guardado
        </>
      )}
      {state === "error" && (
        <>
          <CloudOff aria-hidden="true" className="size-4 text-danger-700" />
          <span className="text-danger-700">Sin guardar: lo intentaremos de nuevo al siguiente cambio.</span>
        </>
      )}
      {state === "idle" && "Se guarda solo mientras escribes"}
    </p>
  );
}
