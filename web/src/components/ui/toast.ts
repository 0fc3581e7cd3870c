import type { ReactNode } from "react";
import { toast } from "sonner";
import { requestToastViewport } from "./toast-viewport";

/** The one way features raise toasts (4000 ms, at most 3 visible: see app/toaster.tsx). */
/** A button in the toast that takes the person somewhere ('Ver en mi panel'). */
export type ToastAction = { label: string; onClick: () => void };

export const notify = {
  /** `durationMs`: longer than the usual 4 s, for a toast whose action undoes what was just done ('Deshacer'). */
  /** `description` may carry a link (a ReactNode), e.g. the safety advice's guide. */
  success(title: string, description?: ReactNode, action?: ToastAction, durationMs?: number) {
    requestToastViewport();
    toast.success(title, { description, action, duration: durationMs });
  },
  info(title: string, description?: string, durationMs?: number) {
    requestToastViewport();
    toast(title, { description, duration: durationMs });
  },
  /** `id`: toasts raised with the same id replace each other instead of stacking. */
  error(title: string, description?: string, options?: { id?: string }) {
    requestToastViewport();
    toast.error(title, { description, id: options?.id });
  },
};
