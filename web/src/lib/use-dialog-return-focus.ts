import { useRef } from "react";

/**
 * For a Radix dialog opened without its own Trigger (state set by a button elsewhere):
 * remembers what had focus when it opened, and returns an `onCloseAutoFocus` handler that
 * puts focus back there on close (Radix would otherwise look for a Trigger and find none).
 */
export function useDialogReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) {
      event.preventDefault();
      element.focus();
    }
  };
}
