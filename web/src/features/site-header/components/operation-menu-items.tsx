import { Link } from "react-router";
import { ArrowRight, MapPin } from "lucide-react";
import { MenuGroup, MenuItem, MenuLabel, MenuSeparator, menuItemClasses } from "@web/components/ui/menu";
import { cn } from "@web/lib/cn";
import type { OperationMenu } from "../nav-links";
import { useLang } from "@web/lib/i18n/lang-context";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

/** The Comprar/Rentar dropdown body: Estado, Tipo de propiedad and Recámaras. */
export function OperationMenuItems({ menu }: { menu: OperationMenu }) {
  const lang = useLang();
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <MenuGroup>
          <MenuLabel>{T.state[lang]}</MenuLabel>
          <MenuItem asChild>
            <Link to={menu.estado.to} className="items-start py-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
              <span>
                <span className="block font-semibold text-slate-900">{T.cdmx[lang]}</span>
                <span className="block text-xs text-slate-500">{menu.estado.label}</span>
              </span>
            </Link>
          </MenuItem>
          <MenuLabel className="mt-2">{T.bedrooms[lang]}</MenuLabel>
          <div className="grid grid-cols-5 gap-1 px-1 pb-1">
            {menu.bedrooms.map((b) => (
              <MenuItem key={b.to} asChild>
                <Link to={b.to} aria-label={b.ariaLabel} className={cn(menuItemClasses, "justify-center border border-slate-200 px-0 font-semibold")}>
                  {b.label}
                </Link>
              </MenuItem>
            ))}
          </div>
        </MenuGroup>
        <MenuGroup>
          <MenuLabel>{T.propertyType[lang]}</MenuLabel>
          {menu.types.map((t) => (
            <MenuItem key={t.to} asChild>
              <Link to={t.to}>{t.label}</Link>
            </MenuItem>
          ))}
        </MenuGroup>
      </div>
      <MenuSeparator />
      <MenuItem asChild>
        <Link to={`/${menu.section}`} className="justify-between font-semibold text-primary-800">
          {menu.allLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </MenuItem>
    </>
  );
}
