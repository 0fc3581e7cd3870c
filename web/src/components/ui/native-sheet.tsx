import { HEADER_TEXT } from "@domain/pages/shell-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useRef, type MouseEvent, type ReactNode } from "react";
import { X } from "lucide-react";
import { cn } from "@web/lib/cn";
import { closesDialog } from "./opens-dialog";

// A sheet the browser opens by itself: a <dialog> in the page's HTML that its button opens
// (opensDialog), so a tap works the moment the page is painted, before the app's code has arrived. The browser traps focus,
// closes it on Escape or a tap outside (`closedby="any"`) and gives focus back to the button.

type NativeSheetProps = {
  id: string;
  /** The sheet's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
};

/** A panel sliding in from the left edge over the dimmed page; a link tapped inside closes it. */
export function NativeSheet({ id, label, className, children }: NativeSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeOnLink = (event: MouseEvent) => {
    const target = event.target as Element;
    // A tap on the backdrop lands on the dialog itself: browsers without `closedby` close here.
    if (target.closest("a") || target === ref.current) ref.current?.close();
  };
  return (
    // The dialog only listens for a link's click, to close when the app navigates in place;
    // keys (Escape) and taps outside are the browser's.
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      closedby="any"
      onClick={closeOnLink}
      className={cn(
        "fixed inset-y-0 left-0 z-50 m-0 h-dvh max-h-none w-[min(22rem,calc(100%-3rem))] max-w-none flex-col bg-white p-0 shadow-menu open:flex open:animate-slide-in-left backdrop:bg-slate-950/50 backdrop:backdrop-blur-[2px]",
        className,
      )}
    >
      {children}
      <button
        type="button"
        aria-label={HEADER_TEXT.close[useLang()]}
        {...closesDialog(id)}
        className="absolute top-3 right-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}
