import { LoaderCircle } from "lucide-react";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { useText } from "@web/lib/i18n/lang-context";

/** While a client list becomes a board (migrate-favorite-list): the whole screen waits. */
export function MigrationScreen() {
  const t = useText();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[45] flex flex-col items-center justify-center bg-white/95 px-6 text-center backdrop-blur-sm"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">{t(T.migratingTitle)}</h1>
      <p className="mt-2 max-w-sm text-pretty text-slate-600">{t(T.migratingHint)}</p>
    </div>
  );
}
