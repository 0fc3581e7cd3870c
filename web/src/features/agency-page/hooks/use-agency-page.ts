import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { pageQueryKeys } from "@web/lib/page-query-keys";
import { fetchAgencyPage, revealAgentContact, searchAgencyListings } from "../api/agency-page";

/** The agency is gone (404) or its address could never have worked (400): not a failure to retry. */
export function isAgencyGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The agency (the worker's render hands it over under the same key). */
export function useAgencyPage(slug: string) {
  return useQuery({ queryKey: pageQueryKeys.agency(slug), queryFn: ({ signal }) => fetchAgencyPage(slug, signal), retryOnMount: false });
}

/** A page of its listings; the previous page stays on screen while the next one loads. */
export function useAgencyListings(query: string | null) {
  return useQuery({
    queryKey: pageQueryKeys.search(query ?? ""),
    queryFn: ({ signal }) => searchAgencyListings(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** 'Ver teléfono' on an agent: asks once, then shows the number. */
export function useAgentContact(slug: string, agentId: string) {
  return useMutation({ mutationFn: () => revealAgentContact(slug, agentId) });
}
