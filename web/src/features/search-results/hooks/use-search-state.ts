import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { apiQueryString, readSearchState, searchUrl, sectionFromPath, type SearchState } from "../search-state";

/**
 * The search as the URL holds it, and a way to go to another search. Each change is a new
 * history entry, so back and forward step through the searches a person made.
 */
export function useSearchState() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const section = sectionFromPath(pathname);
  const paramsKey = params.toString();

  const state = useMemo(() => readSearchState(section, new URLSearchParams(paramsKey)), [section, paramsKey]);
  const listQuery = useMemo(() => apiQueryString(section, new URLSearchParams(paramsKey)), [section, paramsKey]);
  const mapQuery = useMemo(() => apiQueryString(section, new URLSearchParams(paramsKey), { forMap: true }), [section, paramsKey]);

  const go = useCallback((next: SearchState, options?: { replace?: boolean }) => navigate(searchUrl(next), options), [navigate]);

  return { section, state, listQuery, mapQuery, go };
}
