import { Link } from "react-router";
import { Menu, MenuItem } from "@web/components/ui/menu";
import { BUY_MENU, PRICING_LINKS, RENT_MENU } from "../nav-links";
import { NavTrigger } from "./nav-trigger";
import { OperationMenuItems } from "./operation-menu-items";
import { DesktopNavShell } from "./desktop-nav-shell";

/** Comprar, Rentar and Precios: menus that open on hover, click or keyboard (md and up). */
export default function DesktopNav() {
  return (
    <DesktopNavShell
      items={[
        ...[BUY_MENU, RENT_MENU].map((menu) => (
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
        <Menu key="precios" openOnHover label="Precios" handoffId="precios" trigger={<NavTrigger>Precios</NavTrigger>}>
          {PRICING_LINKS.map((link) => (
            <MenuItem key={link.to} asChild>
              <Link to={link.to}>{link.label}</Link>
            </MenuItem>
          ))}
        </Menu>,
      ]}
    />
  );
}
