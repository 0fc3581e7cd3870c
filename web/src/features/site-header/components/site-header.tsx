import { useEffect } from "react";
import { Link } from "react-router";
import { BrandLogo } from "@web/components/brand-logo";
import { whenIdle } from "@web/lib/idle";
import { afterHydrationModule } from "@web/lib/after-hydration-module";
import { MobileMenu } from "./mobile-menu";
import { DesktopNavStandIn, HeaderAccountStandIn } from "./header-stand-ins";
import { desktopNavShown } from "./desktop-nav-shell";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

// The menus (Radix, positioning) load once the browser is idle; until then stand-ins that look
// the same hold their place and hand over what the user did with them (menu-handoff.ts).
// On a phone's width the desktop navigation is hidden: its code (about 300 ms of a throttled
// phone's main thread, right after the page became interactive) waits until the stand-in is
// shown and touched.
const desktopNav = afterHydrationModule(() => import("./desktop-nav"));
const headerAccount = afterHydrationModule(() => import("./header-account"));

/** Sticky header: navigation on the left, the brand centred, the account area on the right. */
export function SiteHeader() {
  useEffect(
    () =>
      whenIdle(() => {
        if (desktopNavShown()) void desktopNav.load();
        void headerAccount.load();
      }, 1500),
    [],
  );
  const DesktopNav = desktopNav.useModule()?.default;
  const HeaderAccount = headerAccount.useModule()?.default;
  const lang = useLang();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 sm:px-6 lg:px-8">
        <div className="flex items-center">
          <MobileMenu />
          {DesktopNav ? <DesktopNav /> : <DesktopNavStandIn load={desktopNav.load} />}
        </div>
        <Link to="/" aria-label={T.home[lang]} className="flex min-h-11 items-center rounded-lg px-1">
          <BrandLogo />
        </Link>
        <div className="flex items-center justify-end">{HeaderAccount ? <HeaderAccount /> : <HeaderAccountStandIn load={headerAccount.load} />}</div>
      </div>
    </header>
  );
}
