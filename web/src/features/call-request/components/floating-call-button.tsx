import { Headset } from "lucide-react";
import { HOGARIA_CALL_BY_LANG } from "@domain/call-requests/call-request-copy";
import { useLang } from "@web/lib/i18n/lang-context";
import { openCallRequest } from "@web/lib/call-request";
import { loadCallRequestDialog } from "../load-call-request-dialog";
import { useClearOfControls } from "../use-clear-of-controls";

/**
 * Hogaria's free advice: round, 56 px, fixed at the bottom right (above the phone's home
 * indicator), with a headset rather than a phone so it is not taken for a listing's 'Ver
 * teléfono'. It steps aside (fades out, lets taps through) while a control of the page lies
 * under it (use-clear-of-controls.ts), and comes back once the page has moved on; focused by
 * keyboard, it always shows.
 */
export function FloatingCallButton({ open }: { open: boolean }) {
  const HOGARIA_CALL = HOGARIA_CALL_BY_LANG[useLang()];
  const preload = () => void loadCallRequestDialog();
  const { ref, covering } = useClearOfControls<HTMLButtonElement>();
  return (
    <button
      ref={ref}
      type="button"
      data-call-request-fab=""
      data-covering={covering ? "" : undefined}
      aria-label={HOGARIA_CALL.button}
      aria-haspopup="dialog"
      aria-expanded={open}
      title={HOGARIA_CALL.buttonHint}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={(event) => openCallRequest(event.currentTarget)}
      className="fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary-700 text-white shadow-menu ring-4 ring-white/70 transition-[background-color,opacity] hover:bg-primary-800 active:bg-primary-900 data-covering:pointer-events-none data-covering:opacity-0 data-covering:focus-visible:pointer-events-auto data-covering:focus-visible:opacity-100 sm:right-[calc(1.5rem+env(safe-area-inset-right))] sm:bottom-[calc(1.5rem+env(safe-area-inset-bottom))]"
    >
      <Headset aria-hidden="true" className="size-6" />
    </button>
  );
}
