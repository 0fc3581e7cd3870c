import { Phone } from "lucide-react";
import { openCallRequest } from "@web/lib/call-request";
import { loadCallRequestDialog } from "../load-call-request-dialog";

/** Round, fixed at the bottom right (above the phone's home indicator), 56 px. */
export function FloatingCallButton({ open }: { open: boolean }) {
  const preload = () => void loadCallRequestDialog();
  return (
    <button
      type="button"
      data-call-request-fab=""
      aria-label="Solicitar una llamada"
      aria-haspopup="dialog"
      aria-expanded={open}
      title="Te llamamos gratis"
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={(event) => openCallRequest(event.currentTarget)}
      className="fixed right-[calc(1rem+env(safe-area-inset-right))] bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary-700 text-white shadow-menu ring-4 ring-white/70 transition-[background-color,transform] hover:scale-105 hover:bg-primary-800 active:scale-95 sm:right-[calc(1.5rem+env(safe-area-inset-right))] sm:bottom-[calc(1.5rem+env(safe-area-inset-bottom))]"
    >
      <Phone aria-hidden="true" className="size-6" />
    </button>
  );
}
