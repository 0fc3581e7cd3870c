import type { NewSavedSearch } from "@web/lib/saved-searches";

// A save asked for while signed out: kept in this tab (sessionStorage) across the trip to
// sign in, and completed by the page it was asked on when the person comes back signed in.
const KEY = "hogaria:pending-saved-search";

export function rememberPendingSave(search: NewSavedSearch): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(search));
  } catch {
    // Storage unavailable (a private window's quota): the person presses the button again.
  }
}

/** The pending save if it is for these filters (it is then forgotten), otherwise null. */
export function takePendingSave(filters: NewSavedSearch["filters"]): NewSavedSearch | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as NewSavedSearch;
    if (!sameFilters(pending.filters, filters)) return null;
    sessionStorage.removeItem(KEY);
    return pending;
  } catch {
    return null;
  }
}

/** The same search parameters, whatever their order. */
export function sameFilters(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => String(a[k]) === String(b[k]));
}
