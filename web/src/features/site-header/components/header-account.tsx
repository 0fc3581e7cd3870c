import { Link } from "react-router";
import { LogOut } from "lucide-react";
import { Menu, MenuItem, MenuSeparator } from "@web/components/ui/menu";
import { FavoritesMenuItem } from "@web/components/favorites-entry";
import { useAuth, type Profile } from "@web/lib/auth/auth-context";
import { accountLinks } from "../nav-links";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

import { accountMenuLinks } from "../account-links";
import { ACCOUNT_MENU_ICONS } from "../account-menu-icons";
import { useSignOut } from "../hooks/use-sign-out";
import { AccountIdentity } from "./account-identity";
import { AccountTrigger } from "./account-trigger";
import { AccountSkeleton } from "./account-skeleton";
import { AvatarTrigger } from "./avatar-trigger";
import { SignedInActions } from "./signed-in-actions";

/**
 * The right side of the header, following the session: a skeleton while it is read, the
 * 'Ingresar' menu when signed out, and when signed in the pricing shortcut, 'Publicar'
 * (agents and agencies) and the avatar menu.
 */
export default function HeaderAccount() {
  const { user, loading } = useAuth();
  if (loading) return <AccountSkeleton />;
  return user ? <SignedInAccount user={user} /> : <LoggedOutMenu />;
}

function SignedInAccount({ user }: { user: Profile }) {
  const signOut = useSignOut();
  const lang = useLang();
  return (
    <div className="flex items-center gap-2">
      <SignedInActions role={user.role} />
      <Menu
        openOnHover
        align="end"
        label={T.yourAccount[lang]}
        handoffId="cuenta"
        contentClassName="w-80"
        trigger={<AvatarTrigger name={user.name} avatar={user.avatar} />}
      >
        <AccountIdentity user={user} className="flex items-center gap-3 px-3 pt-2 pb-3" />
        <MenuSeparator className="mt-0" />
        {accountMenuLinks(user.role, lang, { operator: user.operator }).map((link) => {
          const Icon = ACCOUNT_MENU_ICONS[link.key];
          return (
            <MenuItem key={link.key} asChild>
              <Link to={link.to}>
                <Icon aria-hidden="true" className="size-4 text-slate-500" />
                {link.label}
              </Link>
            </MenuItem>
          );
        })}
        <FavoritesMenuItem />
        <MenuSeparator />
        <MenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4 text-slate-500" />
          {T.signOut[lang]}
        </MenuItem>
      </Menu>
    </div>
  );
}

function LoggedOutMenu() {
  const lang = useLang();
  const [signIn, register, agencies] = accountLinks(lang);
  return (
    <Menu openOnHover align="end" label={T.enter[lang]} handoffId="ingresar" trigger={<AccountTrigger />}>
      <MenuItem asChild>
        <Link to={signIn.to} className="font-semibold">
          {signIn.label}
        </Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to={register.to}>{register.label}</Link>
      </MenuItem>
      <MenuSeparator />
      <MenuItem asChild>
        <Link to={agencies.to}>{agencies.label}</Link>
      </MenuItem>
    </Menu>
  );
}
