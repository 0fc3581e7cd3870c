import { Link } from "react-router";
import { Menu, MenuItem } from "@web/components/ui/menu";
import { operationMenus, pricingLinks } from "../nav-links";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

import { NavTrigger } from "./nav-trigger";
import { OperationMenuItems } from "./operation-menu-items";
import { DesktopNavShell } from "./desktop-nav-shell";

/** Comprar, Rentar and Precios: menus that open on hover, click or keyboard (md and up). */
export default function DesktopNav() {
  const lang = useLang();
  return (
    <DesktopNavShell
      items={[
        ...operationMenus(lang).map((menu) => (
          <Menu
            key={menu.section}
            openOnHover
            label={menu.label}
            handoffId={menu.section}
            trigger={<NavTrigger>{menu.label}</NavTrigger>}
            contentClassName="w-[30rem]"
          >
            <OperationMenuItems menu={menu} />
          </Menu>
        )),
        <Menu key="precios" openOnHover label={T.pricing[lang]} handoffId="precios" trigger={<NavTrigger>{T.pricing[lang]}</NavTrigger>}>
          {pricingLinks(lang).map((link) => (
            <MenuItem key={link.to} asChild>
              <Link to={link.to}>{link.label}</Link>
            </MenuItem>
          ))}
        </Menu>,
      ]}
    />
  );
}
