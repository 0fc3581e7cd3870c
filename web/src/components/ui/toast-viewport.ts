/**
 * The toast viewport (sonner's Toaster) mounts when the page is idle so it is not part of
 * the first paint. A toast raised before that asks for it right away; sonner replays the
 * toasts that are still active when the viewport subscribes, so none is lost.
 * This module stays free of sonner so the app shell can import it.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToastViewport(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Calls `listener` once a toast has been raised (at once if one already was). Returns an unsubscribe. */
export function onToastViewportRequest(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
