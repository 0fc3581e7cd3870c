import { ArrowRightLeft, GripVertical, Hand, Keyboard } from "lucide-react";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { useLang } from "@web/lib/i18n/lang-context";

const kbd =
  "rounded border border-slate-300 bg-white px-1.5 py-px font-sans text-xs font-semibold text-slate-700 shadow-[0_1px_0_rgb(15_23_42/0.08)]";

/** How to move cards: by dragging, with the 'Mover a' menu, with the keyboard, or by pressing and holding on a phone (onto a tab when the columns are tabs). */
export function BoardHint({ tabs }: { tabs: boolean }) {
  const lang = useLang();
  const [drag, moveButton, press, space, moveWith, arrows, dropWith, cancels] = T.hintKeyboard[lang];
  const [tap, moveToOther, chooseOrHold] = T.hintTouch[lang](tabs);
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200/70">
      <p className="flex items-start gap-2 pointer-coarse:hidden">
        <Keyboard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          {drag} <GripVertical aria-label={moveButton} className="inline size-4 align-text-bottom text-slate-700" />
          {press} <kbd className={kbd}>{space}</kbd>
          {moveWith} <kbd className={kbd}>{arrows}</kbd> {dropWith} <kbd className={kbd}>{space}</kbd> (<kbd className={kbd}>Esc</kbd> {cancels}
        </span>
      </p>
      <p className="hidden items-start gap-2 pointer-coarse:flex">
        <Hand aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          {tap} <ArrowRightLeft aria-label={moveToOther} className="inline size-4 align-text-bottom text-slate-700" /> {chooseOrHold}
        </span>
      </p>
    </div>
  );
}
