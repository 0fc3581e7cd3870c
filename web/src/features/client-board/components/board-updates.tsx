import { useEffect, useRef, useState } from "react";
import { History, X } from "lucide-react";
import type { BoardItem } from "@domain/boards/board";
import { moveNoticeText } from "@domain/boards/board-notices";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { Avatar } from "@web/components/ui/avatar";
import { cn } from "@web/lib/cn";
import { useLang } from "@web/lib/i18n/lang-context";
import type { MoveNotice } from "../board-state";

/** How long a move notice stays on screen while nobody is pointing at it or focused in it. */
const NOTICE_MS = 8000;

type MoveNoticeBarProps = {
  notice: MoveNotice | null;
  items: BoardItem[];
  onShow: (itemId: string) => void;
  onDismiss: (at: number) => void;
};

/**
 * "Mariana movió “…” a Me gustaron" at the bottom of the screen, with a button that shows the
 * card. The text is also said in a polite live region that is always in the page (so each
 * new notice is announced once). It leaves after NOTICE_MS, but not while the pointer is on
 * it or focus is in it.
 */
export function MoveNoticeBar({ notice, items, onShow, onDismiss }: MoveNoticeBarProps) {
  const lang = useLang();
  const item = notice ? items.find((i) => i.id === notice.itemId) : undefined;
  const text = notice && item ? moveNoticeText(notice.by.name, item.property.title, notice.from, notice.to, lang) : "";
  const [held, setHeld] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const track = (flag: { current: boolean }, on: boolean) => () => {
    flag.current = on;
    setHeld(hovered.current || focused.current);
  };

  useEffect(() => {
    if (!notice || held) return;
    const timer = window.setTimeout(() => onDismiss(notice.at), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, held, onDismiss]);

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {text}
      </p>
      {notice && item && (
        <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:justify-end sm:px-6 sm:pb-6">
          <section
            key={notice.at}
            aria-label={T.lastChange[lang]}
            onPointerEnter={track(hovered, true)}
            onPointerLeave={track(hovered, false)}
            onFocus={track(focused, true)}
            onBlur={track(focused, false)}
            className="pointer-events-auto flex w-full max-w-md animate-fade-in items-start gap-3 rounded-2xl bg-slate-900 pt-2 pr-1 pb-0.5 pl-3 text-white shadow-menu"
          >
            <Avatar name={notice.by.name} className={cn("mt-0.5 size-9", notice.by.kind === "client" && "bg-accent-700!")} />
            <div className="min-w-0 flex-1">
              <p className="pt-1 text-sm leading-snug text-pretty">{text}</p>
              <button
                type="button"
                onClick={() => onShow(notice.itemId)}
                className="-ml-2 min-h-11 cursor-pointer rounded-lg px-2 text-sm font-semibold text-primary-200 underline-offset-4 hover:bg-white/10 hover:text-white hover:underline"
              >
                {T.showProperty[lang]}
              </button>
            </div>
            <button
              type="button"
              aria-label={T.closeNotice[lang]}
              onClick={() => onDismiss(notice.at)}
              className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-300 hover:bg-white/10 hover:text-white"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </section>
        </div>
      )}
    </>
  );
}

/** "Mientras no estabas: 2 propiedades se movieron y 1 nueva.", until closed; announced when it appears. */
export function AwaySummary({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const lang = useLang();
  return (
    <div role="status" aria-live="polite">
      {text && (
        <p className="mt-4 flex items-center gap-3 rounded-xl bg-accent-50 py-1 pr-1 pl-4 text-sm font-medium text-accent-900 ring-1 ring-accent-200">
          <History aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
          <span className="min-w-0 flex-1 py-2">{text}</span>
          <button
            type="button"
            aria-label={T.closeSummary[lang]}
            onClick={onDismiss}
            className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-accent-800 hover:bg-accent-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </p>
      )}
    </div>
  );
}
