import { CONTACT_FORM_TEXTS } from "@domain/contact/contact-form-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import type { ReactNode, Ref, SyntheticEvent } from "react";
import { X } from "lucide-react";
import { cn } from "@web/lib/cn";
import { closesDialog } from "./opens-dialog";

// A centred dialog the browser opens by itself: a <dialog> in the page's HTML that its button
// opens (opensDialog), so the first tap shows it before the app's code has arrived. The
// browser traps focus, closes it on Escape or a tap outside (`closedby="any"`) and gives focus
// back to the button. It looks like the app's other dialogs (ui/dialog.tsx).

type NativeDialogProps = {
  id: string;
  /** The ids of the dialog's title and description (its accessible name and description). */
  titleId: string;
  descriptionId: string;
  /** While true, Escape and a tap outside do not close it (a form on its way). */
  busy?: boolean;
  className?: string;
  ref?: Ref<HTMLDialogElement>;
  children: ReactNode;
};

export function NativeDialog({ id, titleId, descriptionId, busy = false, className, ref, children }: NativeDialogProps) {
  const closeLabel = CONTACT_FORM_TEXTS[useLang()].close;
  const stayWhileBusy = (event: SyntheticEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      closedby="any"
      onCancel={stayWhileBusy}
      className={cn(
        "m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-menu open:animate-fade-in backdrop:bg-slate-950/50 backdrop:backdrop-blur-[2px]",
        className,
      )}
    >
      {children}
      <button
        type="button"
        aria-label={closeLabel}
        disabled={busy}
        {...closesDialog(id)}
        className="absolute top-3 right-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-default disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}
