import type { ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { AuthProvider, type KnownAuth } from "@web/lib/auth/auth-context";
import { LangProvider } from "@web/lib/i18n/lang-context";
import type { Lang } from "@domain/i18n/lang";
import { DeferredToaster } from "./deferred-toaster";
import { CardIconSprite } from "@web/components/icons/card-icons";

type ProvidersProps = {
  queryClient: QueryClient;
  /** Who is signed in, when the worker already knew it (a page it rendered). */
  auth?: KnownAuth;
  /** The page's language (its path's prefix). */
  lang: Lang;
  children: ReactNode;
};

/** App-wide providers: server state, who is signed in, and toasts (4000 ms, at most 3 visible). */
export function Providers({ queryClient, auth, lang, children }: ProvidersProps) {
  return (
    <LangProvider lang={lang}>
      <QueryClientProvider client={queryClient}>
        <CardIconSprite />
        <AuthProvider known={auth}>{children}</AuthProvider>
        <DeferredToaster />
      </QueryClientProvider>
    </LangProvider>
  );
}
