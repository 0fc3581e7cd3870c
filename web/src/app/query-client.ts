import { QueryClient } from "@tanstack/react-query";
import { ApiError, RETRIED_STATUSES } from "@web/lib/api-client";

/**
 * The server-state cache: one per browser tab, and one per page the worker renders (the
 * worker fills it with the page's data and hands it to the browser inside the HTML).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not fix themselves, and the API client has already retried
        // gateway errors (502–504) and network failures: retry only other failures, once.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && (error.status < 500 || RETRIED_STATUSES.has(error.status))) &&
          !(error instanceof TypeError) &&
          failureCount < 1,
      },
    },
  });
}
