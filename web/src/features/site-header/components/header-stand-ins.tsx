import { standInTriggerProps } from "@web/components/ui/menu-handoff";
import { useAuth } from "@web/lib/auth/auth-context";
import { AccountTrigger } from "./account-trigger";
import { AccountSkeleton } from "./account-skeleton";
import { AvatarTrigger } from "./avatar-trigger";
import { DesktopNavShell } from "./desktop-nav-shell";
import { NavTrigger } from "./nav-trigger";
import { SignedInActions } from "./signed-in-actions";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";
import { operationMenus } from "../nav-links";

/** What the header shows until the menus' code has loaded: the same buttons, no menus yet. */
export function DesktopNavStandIn({ load }: { load: () => unknown }) {
  const lang = useLang();
  return (
    <DesktopNavShell
      items={[
        ...operationMenus(lang).map((menu) => (
          <NavTrigger key={menu.section} {...standInTriggerProps(menu.section, load)}>
            {menu.label}
          </NavTrigger>
        )),
        <NavTrigger key="precios" {...standInTriggerProps("precios", load)}>
          {T.pricing[lang]}
        </NavTrigger>,
      ]}
    />
  );
}

/** The account area before its menu has loaded; it already follows the session. */
export function HeaderAccountStandIn({ load }: { load: () => unknown }) {
  const { user, loading } = useAuth();
  if (loading) return <AccountSkeleton />;
  if (!user) return <AccountTrigger {...standInTriggerProps("ingresar", load)} />;
  return (
    <div className="flex items-center gap-2">
      <SignedInActions role={user.role} />
      <AvatarTrigger name={user.name} avatar={user.avatar} {...standInTriggerProps("cuenta", load)} />
    </div>
  );
}
