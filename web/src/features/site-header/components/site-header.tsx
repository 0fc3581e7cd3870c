import { lazy, Suspense, useEffect } from "react";
import { Link } from "react-router";
import { BrandLogo } from "@web/components/brand-logo";
import { whenIdle } from "@web/lib/idle";
import { MobileMenu } from "./mobile-menu";
import { DesktopNavStandIn, HeaderAccountStandIn } from "./header-stand-ins";

// The menus (Radix, positioning) load right after the first paint; stand-ins hold their place.
const loadDesktopNav = () => import("./desktop-nav");
const loadHeaderAccount = () => import("./header-account");
const DesktopNav = lazy(loadDesktopNav);
const HeaderAccount = lazy(loadHeaderAccount);

/** Sticky header: navigation on the left, the brand centred, the account area on the right. */
export function SiteHeader() {
  useEffect(
    () =>
      whenIdle(() => {
        void loadDesktopNav();
        void loadHeaderAccount();
      }, 1500),
    [],
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 sm:px-6 lg:px-8">
        <div className="flex items-center">
          <MobileMenu />
          <Suspense fallback={<DesktopNavStandIn load={loadDesktopNav} />}>
            <DesktopNav />
          </Suspense>
        </div>
        <Link to="/" aria-label="Hogaria, ir al inicio" className="flex min-h-11 items-center rounded-lg px-1">
          <BrandLogo />
        </Link>
        <div className="flex items-center justify-end">
          <Suspense fallback={<HeaderAccountStandIn load={loadHeaderAccount} />}>
            <HeaderAccount />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
