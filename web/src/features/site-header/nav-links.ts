import { nounFor } from "@domain/format/number";
import { menuFilterUrl } from "@web/lib/search-urls";
import { bedroomLabel, propertyTypesFor, type MenuSection } from "@web/lib/search-filters";
import { BEDROOM_OPTIONS } from "@domain/properties/search-constants";
import { SECTION_LABELS } from "@domain/properties/sections";

export type NavLinkItem = { label: string; to: string };

export type OperationMenu = {
  section: MenuSection;
  label: string;
  allLabel: string;
  estado: NavLinkItem;
  types: NavLinkItem[];
  /** "1", "2" … "5+", read aloud as "1 recámara", "5+ recámaras". */
  bedrooms: (NavLinkItem & { ariaLabel: string })[];
};

function operationMenu(section: MenuSection): OperationMenu {
  return {
    section,
    label: SECTION_LABELS[section],
    allLabel: section === "comprar" ? "Ver todo en venta" : "Ver todo en renta",
    estado: { label: "Solo Ciudad de México por ahora", to: menuFilterUrl(section, { estado: "cdmx" }) },
    types: propertyTypesFor(section).map((t) => ({ label: t.label, to: menuFilterUrl(section, { tipo: t.value }) })),
    bedrooms: BEDROOM_OPTIONS.map((n) => ({
      label: bedroomLabel(n),
      ariaLabel: `${bedroomLabel(n)} ${nounFor(n, "recámara")}`,
      to: menuFilterUrl(section, { recamaras: n }),
    })),
  };
}

export const BUY_MENU = operationMenu("comprar");
export const RENT_MENU = operationMenu("rentar");

export const PRICING_LINKS: NavLinkItem[] = [
  { label: "Ver precios", to: "/precios" },
  { label: "Servicios", to: "/servicios" },
];

export const ACCOUNT_LINKS: NavLinkItem[] = [
  { label: "Iniciar sesión", to: "/login" },
  { label: "Registrarse", to: "/register" },
  { label: "Buscar inmobiliarias", to: "/buscar-inmobiliarias" },
];
