import { Link } from "react-router";
import { Gem, LogOut, Plus, Users } from "lucide-react";
import { isAgentRole } from "@domain/auth/roles";
import { buttonClasses } from "@web/components/ui/button";
import { FavoritesSheetButton } from "@web/components/favorites-entry";
import type { Profile } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { accountMenuLinks, clientsLink, plansLink, publishLink } from "../account-links";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

import { ACCOUNT_MENU_ICONS } from "../account-menu-icons";
import { useSignOut } from "../hooks/use-sign-out";
import { AccountIdentity } from "./account-identity";
import { closeMobileMenu, MENU_ROW_CLASSES as rowClasses } from "./mobile-menu-parts";

/** The avatar menu's items, for phones: who is signed in, Publicar and Mis clientes (agents and agencies) and Planes, the links, Cerrar sesión. */
export default function SignedInSection({ user }: { user: Profile }) {
  const signOut = useSignOut();
  const agent = isAgentRole(user.role);
  const lang = useLang();
  const [CLIENTS_LINK, PUBLISH_LINK, PLANS_LINK] = [clientsLink(lang), publishLink(lang), plansLink(lang)];
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
        {accountMenuLinks(user.role, lang, { withClients: false, operator: user.operator }).map((link) => {
          const Icon = ACCOUNT_MENU_ICONS[link.key];
          return (
            <Link key={link.key} to={link.to} className={cn(rowClasses, "gap-3")}>
              <Icon aria-hidden="true" className="size-5 text-slate-500" />
              {link.label}
            </Link>
          );
        })}
        <FavoritesSheetButton onOpen={closeMobileMenu} className={cn(rowClasses, "w-full cursor-pointer gap-3 text-left")} />
        <button
          type="button"
          onClick={() => {
            closeMobileMenu();
            void signOut();
          }}
          className={cn(rowClasses, "w-full cursor-pointer gap-3 text-left")}
        >
          <LogOut aria-hidden="true" className="size-5 text-slate-500" />
          {T.signOut[lang]}
        </button>
      </div>
    </div>
  );
}
