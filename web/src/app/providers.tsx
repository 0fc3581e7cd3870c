import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { AuthProvider, type KnownAuth } from "@web/lib/auth/auth-context";
import { DeferredToaster } from "./deferred-toaster";

type ProvidersProps = {
  queryClient: QueryClient;
  /** Who is signed in, when the worker already knew it (a page it rendered). */
  auth?: KnownAuth;
  children: ReactNode;
};

/** App-wide providers: server state, who is signed in, and toasts (4000 ms, at most 3 visible). */
export function Providers({ queryClient, auth, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider known={auth}>{children}</AuthProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
