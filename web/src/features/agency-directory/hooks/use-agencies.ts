import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listAgencies, listAlcaldias, type AgencyFilters } from "../api/agencies";

/** The directory for the current filters; the previous list stays on screen while the next loads. */
export function useAgencies(filters: AgencyFilters) {
  return useQuery({
    queryKey: ["agencies", filters.q.toLocaleLowerCase("es-MX"), filters.alcaldiaId],
    queryFn: ({ signal }) => listAgencies(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The alcaldías for the filter: they do not change while the page is open. */
export function useAlcaldias() {
  return useQuery({
    queryKey: ["alcaldias"],
    queryFn: ({ signal }) => listAlcaldias(signal),
    staleTime: Infinity,
  });
}
