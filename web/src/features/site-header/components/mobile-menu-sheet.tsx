import { lazy, Suspense, type ReactNode } from "react";
import { Link } from "react-router";
import { ChevronDown } from "lucide-react";
import { NativeSheet } from "@web/components/ui/native-sheet";
import { BrandLogo } from "@web/components/brand-logo";
import { buttonClasses } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/auth/auth-context";
import { useHydrated } from "@web/lib/browser-value";
import { serverStub } from "@web/lib/client-only";
import { cn } from "@web/lib/cn";
import { accountLinks, operationMenus, pricingLinks, type OperationMenu } from "../nav-links";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

import { MENU_ROW_CLASSES as rowClasses, MOBILE_MENU_ID } from "./mobile-menu-parts";

// The signed-in rows (avatar menu's items, sign-out) come with their code once someone is signed in.
const SignedInSection = lazy(() => (import.meta.env.SSR ? serverStub<typeof import("./mobile-menu-account")>() : import("./mobile-menu-account")));

/**
 * The phone menu's sheet: the same links as the desktop header, in the page's HTML so that
 * "Abrir menú" opens it before the app's code has arrived (the browser's own dialog).
 */
export function MobileMenuSheet() {
  const { user, loading } = useAuth();
  // The signed-in rows' code is the browser's: the worker's render (and hydration) shows their skeleton.
  const hydrated = useHydrated();
  const lang = useLang();
  return (
    <NativeSheet id={MOBILE_MENU_ID} label={T.menu[lang]}>
      <div className="flex h-16 shrink-0 items-center border-b border-slate-100 px-4">
        <BrandLogo />
      </div>
      <nav aria-label={T.mobileNav[lang]} className="flex-1 overflow-y-auto px-3 py-4">
        {operationMenus(lang).map((menu) => (
          <OperationSection key={menu.section} menu={menu} />
        ))}
        <Section title={T.pricing[lang]}>
          {pricingLinks(lang).map((link) => (
            <Link key={link.to} to={link.to} className={rowClasses}>
              {link.label}
            </Link>
          ))}
        </Section>
        <div className="mt-6 border-t border-slate-100 px-1 pt-6">
          {loading || (user && !hydrated) ? (
            <AccountSkeletonRows />
          ) : user ? (
            <Suspense fallback={<AccountSkeletonRows />}>
              <SignedInSection user={user} />
            </Suspense>
          ) : (
            <SignedOutSection />
          )}
        </div>
      </nav>
    </NativeSheet>
  );
}

function SignedOutSection() {
  const [signIn, register, agencies] = accountLinks(useLang());
  return (
    <div className="grid gap-2">
      <Link to={signIn.to} className={buttonClasses("primary", "lg")}>
        {signIn.label}
      </Link>
      <Link to={register.to} className={buttonClasses("outline", "lg")}>
        {register.label}
      </Link>
      <Link to={agencies.to} className={cn(rowClasses, "justify-center font-semibold text-primary-800")}>
        {agencies.label}
      </Link>
    </div>
  );
}

function AccountSkeletonRows() {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group border-b border-slate-100 py-1">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between rounded-lg px-3 text-base font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown aria-hidden="true" className="size-5 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-3">{children}</div>
    </details>
  );
}

function OperationSection({ menu }: { menu: OperationMenu }) {
  const lang = useLang();
  return (
    <Section title={menu.label}>
      <Link to={`/${menu.section}`} className={cn(rowClasses, "font-semibold text-primary-800")}>
        {menu.allLabel}
      </Link>
      <p className="px-3 pt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.state[lang]}</p>
      <Link to={menu.estado.to} className={cn(rowClasses, "flex-col items-start justify-center py-1")}>
        <span>{T.cdmx[lang]}</span>
        <span className="text-xs text-slate-500">{menu.estado.label}</span>
      </Link>
      <p className="px-3 pt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.propertyType[lang]}</p>
      {menu.types.map((t) => (
        <Link key={t.to} to={t.to} className={rowClasses}>
          {t.label}
        </Link>
      ))}
      <p className="px-3 pt-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.bedrooms[lang]}</p>
      <div className="grid grid-cols-5 gap-2 px-3">
        {menu.bedrooms.map((b) => (
          <Link
            key={b.to}
            to={b.to}
            aria-label={b.ariaLabel}
            className="flex min-h-11 items-center justify-center rounded-lg border border-slate-200 font-semibold text-slate-700 hover:border-primary-600 hover:text-primary-800"
          >
            {b.label}
          </Link>
        ))}
      </div>
    </Section>
  );
}
