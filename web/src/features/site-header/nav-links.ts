import type { Lang } from "@domain/i18n/lang";
import { menuFilterUrl } from "@web/lib/search-urls";
import { bedroomLabel, type MenuSection } from "@web/lib/search-filters";
import { BEDROOM_OPTIONS } from "@domain/properties/search-constants";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";
import { PROPERTY_TYPE_NAMES } from "@domain/properties/property";
import { SECTION_NAMES } from "@domain/properties/sections";
import { propertyTypesFor } from "@web/lib/search-filters";
import { pagePath } from "@domain/pages/page-routes";

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

function operationMenu(section: MenuSection, lang: Lang): OperationMenu {
  return {
    section,
    label: SECTION_NAMES[lang][section],
    allLabel: (section === "comprar" ? T.allForSale : T.allForRent)[lang],
    estado: { label: T.cdmxOnly[lang], to: menuFilterUrl(section, { estado: "cdmx" }) },
    types: propertyTypesFor(section).map((t) => ({
      label: PROPERTY_TYPE_NAMES[lang][t.value].plural,
      to: menuFilterUrl(section, { tipo: t.value }),
    })),
    bedrooms: BEDROOM_OPTIONS.map((n) => ({
      label: bedroomLabel(n),
      ariaLabel: T.bedroomsAria[lang](bedroomLabel(n), n),
      to: menuFilterUrl(section, { recamaras: n }),
    })),
  };
}

const MENUS = {
  es: [operationMenu("comprar", "es"), operationMenu("rentar", "es")],
  en: [operationMenu("comprar", "en"), operationMenu("rentar", "en")],
};

/** The Comprar and Rentar menus, in the page's language. */
export const operationMenus = (lang: Lang): readonly OperationMenu[] => MENUS[lang];

export const pricingLinks = (lang: Lang): NavLinkItem[] => [
  { label: T.seePricing[lang], to: pagePath.precios },
  { label: T.services[lang], to: pagePath.servicios },
];

export const accountLinks = (lang: Lang): NavLinkItem[] => [
  { label: T.signIn[lang], to: pagePath.login },
  { label: T.register[lang], to: pagePath.register },
  { label: T.findAgencies[lang], to: pagePath.agencies },
];
