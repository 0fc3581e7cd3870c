import type { ReactNode } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { SiteHeader } from "@web/features/site-header/components/site-header";
import { SiteFooter } from "@web/features/site-footer/components/site-footer";
import { CallRequestLauncher } from "@web/features/call-request/components/call-request-launcher";
import { FavoritesLauncher } from "@web/features/favorites/components/favorites-launcher";
import { ResumeSaveIntent } from "@web/features/favorites/components/resume-save-intent";
import { VerifyEmailLauncher } from "@web/features/auth/components/verify-email-launcher";
import { NavigationProgress } from "./navigation-progress";
import { UnauthorizedRedirect } from "./unauthorized-redirect";
import { HEADER_TEXT } from "@domain/pages/shell-text";
import { useText } from "@web/lib/i18n/lang-context";

/** Header, main content and footer around every page. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const t = useText();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-semibold text-primary-800 shadow-menu focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t(HEADER_TEXT.skipToContent)}
      </a>
      <NavigationProgress />
      <UnauthorizedRedirect />
      <SiteHeader />
      <VerifyEmailLauncher />
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <CallRequestLauncher />
      <FavoritesLauncher />
      <ResumeSaveIntent />
      <ScrollRestoration />
    </div>
  );
}
