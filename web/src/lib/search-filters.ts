import { PROPERTY_TYPE_LABELS, type PropertyType } from "@domain/properties/property";
import { BEDROOM_OPTIONS } from "@domain/properties/search-constants";
import type { Section } from "@domain/properties/sections";

/** Filters the header menus link to on /comprar and /rentar. */
export type MenuSection = Extract<Section, "comprar" | "rentar">;

export type PropertyTypeOption = { value: PropertyType; label: string };

// The types each menu offers, most wanted first.
const MENU_PROPERTY_TYPES: Record<MenuSection, readonly PropertyType[]> = {
  comprar: ["casa", "departamento", "terreno", "casa-condominio", "local-comercial"],
  rentar: ["departamento", "oficina", "casa", "local-comercial", "bodega-comercial"],
};

/** The last option means 'that many or more': '5+'. */
export function bedroomLabel(n: number): string {
  return n >= BEDROOM_OPTIONS[BEDROOM_OPTIONS.length - 1] ? `${n}+` : String(n);
}

export function propertyTypesFor(section: MenuSection): PropertyTypeOption[] {
  return MENU_PROPERTY_TYPES[section].map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value].plural }));
}
