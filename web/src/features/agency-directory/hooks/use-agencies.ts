import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listAgencies, listAlcaldias, type AgencyFilters } from "../api/agencies";
import { pageQueryKeys } from "@web/lib/page-query-keys";

/** The directory for the current filters; the previous list stays on screen while the next loads. */
export function useAgencies(filters: AgencyFilters) {
  return useQuery({
    queryKey: pageQueryKeys.agencies(filters.q, filters.alcaldiaId),
    queryFn: ({ signal }) => listAgencies(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The alcaldías for the filter: they do not change while the page is open. */
export function useAlcaldias() {
  return useQuery({
    queryKey: pageQueryKeys.alcaldias(),
    queryFn: ({ signal }) => listAlcaldias(signal),
    staleTime: Infinity,
  });
}
