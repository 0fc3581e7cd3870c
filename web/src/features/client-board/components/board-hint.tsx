import { ArrowRightLeft, GripVertical, Hand, Keyboard } from "lucide-react";

const kbd =
  "rounded border border-slate-300 bg-white px-1.5 py-px font-sans text-xs font-semibold text-slate-700 shadow-[0_1px_0_rgb(15_23_42/0.08)]";

/** How to move cards: by dragging, with the 'Mover a' menu, with the keyboard, or by pressing and holding on a phone (onto a tab when the columns are tabs). */
export function BoardHint({ tabs }: { tabs: boolean }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200/70">
      <p className="flex items-start gap-2 pointer-coarse:hidden">
        <Keyboard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          Arrastra las tarjetas entre columnas. Con el teclado: enfoca{" "}
          <GripVertical aria-label="el botón Mover" className="inline size-4 align-text-bottom text-slate-700" />, pulsa{" "}
          <kbd className={kbd}>Espacio</kbd>, muévela con las <kbd className={kbd}>flechas</kbd> y suéltala con <kbd className={kbd}>Espacio</kbd> (
          <kbd className={kbd}>Esc</kbd> cancela).
        </span>
      </p>
      <p className="hidden items-start gap-2 pointer-coarse:flex">
        <Hand aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          Toca <ArrowRightLeft aria-label="Mover a otra columna" className="inline size-4 align-text-bottom text-slate-700" /> para elegir la columna
          de una tarjeta, o mantenla presionada y arrástrala{tabs ? " a otra pestaña" : ""}.
        </span>
      </p>
    </div>
  );
}
