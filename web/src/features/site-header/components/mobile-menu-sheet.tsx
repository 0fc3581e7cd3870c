import type { MouseEvent, ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { ChevronDown, Gem, LogOut, Plus, Users } from "lucide-react";
import { isAgentRole } from "@domain/auth/roles";
import { Sheet, SheetContent, SheetTitle } from "@web/components/ui/sheet";
import { BrandLogo } from "@web/components/brand-logo";
import { buttonClasses } from "@web/components/ui/button";
import { FavoritesSheetButton } from "@web/components/favorites-entry";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth, type Profile } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { ACCOUNT_LINKS, BUY_MENU, PRICING_LINKS, RENT_MENU, type OperationMenu } from "../nav-links";
import { accountMenuLinks, CLIENTS_LINK, PLANS_LINK, PUBLISH_LINK } from "../account-links";
import { ACCOUNT_MENU_ICONS } from "../account-menu-icons";
import { useSignOut } from "../hooks/use-sign-out";
import { AccountIdentity } from "./account-identity";

const rowClasses = "flex min-h-11 items-center rounded-lg px-3 text-base text-slate-700 hover:bg-slate-50 hover:text-slate-900";

/** The phone menu's sheet: the same links as the desktop header. Loaded on first open. */
type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet; focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

export default function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const setOpen = onOpenChange;
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) setOpen(false);
  };
  const { user, loading } = useAuth();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        id="menu-movil"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex h-16 shrink-0 items-center border-b border-slate-100 px-4">
          <SheetTitle className="sr-only">Menú</SheetTitle>
          <BrandLogo />
        </div>
        <nav aria-label="Menú móvil" className="flex-1 overflow-y-auto px-3 py-4" onClick={closeOnLink}>
          <OperationSection menu={BUY_MENU} />
          <OperationSection menu={RENT_MENU} />
          <Section title="Precios">
            {PRICING_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className={rowClasses}>
                {link.label}
              </Link>
            ))}
          </Section>
          <div className="mt-6 border-t border-slate-100 px-1 pt-6">
            {loading ? <AccountSkeletonRows /> : user ? <SignedInSection user={user} onDone={() => setOpen(false)} /> : <SignedOutSection />}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

function SignedOutSection() {
  const [signIn, register, agencies] = ACCOUNT_LINKS;
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

/** The avatar menu's items, for phones: who is signed in, Publicar and Mis clientes (agents and agencies) and Planes, the links, Cerrar sesión. */
function SignedInSection({ user, onDone }: { user: Profile; onDone: () => void }) {
  const signOut = useSignOut();
  const agent = isAgentRole(user.role);
  return (
    <div className="grid gap-2">
      <AccountIdentity user={user} className="mb-2 flex items-center gap-3 px-2" />
      {agent && (
        <div className="grid grid-cols-2 gap-2">
          <Link to={PUBLISH_LINK.to} className={buttonClasses("primary", "lg")}>
            <Plus aria-hidden="true" className="size-5" />
            {PUBLISH_LINK.label}
          </Link>
          <Link to={CLIENTS_LINK.to} className={cn(buttonClasses("outline", "lg"), "gap-1.5 px-2")}>
            <Users aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
            {CLIENTS_LINK.label}
          </Link>
        </div>
      )}
      <Link to={PLANS_LINK.to} className={buttonClasses("outline", "lg")}>
        <Gem aria-hidden="true" className="size-5 text-accent-700" />
        {PLANS_LINK.label}
      </Link>
      <div className="mt-2 grid">
        {accountMenuLinks(user.role, { withClients: false, operator: user.operator }).map((link) => {
          const Icon = ACCOUNT_MENU_ICONS[link.key];
          return (
            <Link key={link.key} to={link.to} className={cn(rowClasses, "gap-3")}>
              <Icon aria-hidden="true" className="size-5 text-slate-500" />
              {link.label}
            </Link>
          );
        })}
        <FavoritesSheetButton onOpen={onDone} className={cn(rowClasses, "w-full cursor-pointer gap-3 text-left")} />
        <button
          type="button"
          onClick={() => {
            onDone();
            void signOut();
          }}
          className={cn(rowClasses, "w-full cursor-pointer gap-3 text-left")}
        >
          <LogOut aria-hidden="true" className="size-5 text-slate-500" />
          Cerrar sesión
        </button>
      </div>
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
  return (
    <Section title={menu.label}>
      <Link to={`/${menu.section}`} className={cn(rowClasses, "font-semibold text-primary-800")}>
        {menu.allLabel}
      </Link>
      <p className="px-3 pt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Estado</p>
      <Link to={menu.estado.to} className={cn(rowClasses, "flex-col items-start justify-center py-1")}>
        <span>Ciudad de México</span>
        <span className="text-xs text-slate-500">{menu.estado.label}</span>
      </Link>
      <p className="px-3 pt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Tipo de propiedad</p>
      {menu.types.map((t) => (
        <Link key={t.to} to={t.to} className={rowClasses}>
          {t.label}
        </Link>
      ))}
      <p className="px-3 pt-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Recámaras</p>
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
