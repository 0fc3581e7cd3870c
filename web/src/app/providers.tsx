import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ApiError, RETRIED_STATUSES } from "@web/lib/api-client";
import { AuthProvider } from "@web/lib/auth/auth-context";
import { DeferredToaster } from "./deferred-toaster";

const queryClient = new QueryClient({
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

/** App-wide providers: server state, who is signed in, and toasts (4000 ms, at most 3 visible). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
