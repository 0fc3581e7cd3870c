/** Runs `fn` when the browser is idle (or after `timeoutMs`). Returns a cancel function. */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(fn, Math.min(timeoutMs, 500));
  return () => clearTimeout(id);
}
