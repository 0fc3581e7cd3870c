// /rentar?…&guardar=1: 'Guardar búsqueda' pressed while signed out. Signing in brings the
// person back to the search with it; the page then opens the save dialog and takes the
// parameter out of the address.
// The same parameter carries a listing's id when a heart asked to save a listing
// (lib/save-intent.ts): only this value asks to save the search.
export const SAVE_SEARCH_PARAM = "guardar";
const SAVE_SEARCH_VALUE = "1";

/** Whether the address asks to save the search (not a listing: `?guardar=<listing id>`). */
export function saveSearchRequested(params: URLSearchParams): boolean {
  return params.get(SAVE_SEARCH_PARAM) === SAVE_SEARCH_VALUE;
}

/** This search's address with the request to save it. */
export function withSaveRequest(location: { pathname: string; search: string }): { pathname: string; search: string } {
  const params = new URLSearchParams(location.search);
  params.set(SAVE_SEARCH_PARAM, SAVE_SEARCH_VALUE);
  return { pathname: location.pathname, search: `?${params}` };
}
