import type { notify } from "@web/components/ui/toast";

type Kind = keyof typeof notify;

/**
 * Raises a toast without putting the toast library in the page's first chunk: it loads
 * with the first toast (the app's toaster loads it when idle anyway).
 */
export function toastLater(kind: Kind, title: string, description?: string, durationMs?: number): void {
  void import("@web/components/ui/toast").then(({ notify: n }) => {
    if (kind === "info") n.info(title, description, durationMs);
    else n[kind](title, description);
  });
}
