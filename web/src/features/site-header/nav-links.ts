import { nounFor } from "@domain/format/number";
import { menuFilterUrl } from "@web/lib/search-urls";
import { BEDROOM_OPTIONS, bedroomLabel, propertyTypesFor, type Operation } from "@web/lib/search-filters";

export type NavLinkItem = { label: string; to: string };

export type OperationMenu = {
  operation: Operation;
  label: string;
  allLabel: string;
  estado: NavLinkItem;
  types: NavLinkItem[];
  /** "1", "2" … "5+", read aloud as "1 recámara", "5+ recámaras". */
  bedrooms: (NavLinkItem & { ariaLabel: string })[];
};

function operationMenu(operation: Operation): OperationMenu {
  return {
    operation,
    label: operation === "comprar" ? "Comprar" : "Rentar",
    allLabel: operation === "comprar" ? "Ver todo en venta" : "Ver todo en renta",
    estado: { label: "Solo Ciudad de México por ahora", to: menuFilterUrl(operation, { estado: "cdmx" }) },
    types: propertyTypesFor(operation).map((t) => ({ label: t.label, to: menuFilterUrl(operation, { tipo: t.value }) })),
    bedrooms: BEDROOM_OPTIONS.map((n) => ({
      label: bedroomLabel(n),
      ariaLabel: `${bedroomLabel(n)} ${nounFor(n, "recámara")}`,
      to: menuFilterUrl(operation, { recamaras: n }),
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
