// /rentar?…&guardar=1: 'Guardar búsqueda' pressed while signed out. Signing in brings the
// person back to the search with it; the page then opens the save dialog and takes the
// parameter out of the address.
export const SAVE_SEARCH_PARAM = "guardar";

/** This search's address with the request to save it. */
export function withSaveRequest(location: { pathname: string; search: string }): { pathname: string; search: string } {
  const params = new URLSearchParams(location.search);
  params.set(SAVE_SEARCH_PARAM, "1");
  return { pathname: location.pathname, search: `?${params}` };
}
