import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { pageQueryKeys } from "@web/lib/page-query-keys";
import { fetchAgentPage } from "../api/agent-page";

/** The agent is gone (404) or the address could never have worked (400): not a failure to retry. */
export function isAgentGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The agent's page (the worker's render hands it over under the same key). */
export function useAgentPage(slug: string) {
  return useQuery({ queryKey: pageQueryKeys.agent(slug), queryFn: ({ signal }) => fetchAgentPage(slug, signal), retryOnMount: false });
}
