/** Filters the header menus link to on /comprar and /rentar (SPEC "Query parameters from menus"). */
export type Operation = "comprar" | "rentar";

export type PropertyTypeOption = { value: string; label: string };

export const BUY_PROPERTY_TYPES: PropertyTypeOption[] = [
  { value: "casa", label: "Casas" },
  { value: "departamento", label: "Departamentos" },
  { value: "terreno", label: "Terrenos" },
  { value: "casa-condominio", label: "Casas en condominio" },
  { value: "local-comercial", label: "Locales comerciales" },
];

export const RENT_PROPERTY_TYPES: PropertyTypeOption[] = [
  { value: "departamento", label: "Departamentos" },
  { value: "oficina", label: "Oficinas" },
  { value: "casa", label: "Casas" },
  { value: "local-comercial", label: "Locales comerciales" },
  { value: "bodega-comercial", label: "Bodegas comerciales" },
];

/** recamaras=5 means five or more. */
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;

export function bedroomLabel(n: number): string {
  return n >= 5 ? "5+" : String(n);
}

export function propertyTypesFor(operation: Operation): PropertyTypeOption[] {
  return operation === "comprar" ? BUY_PROPERTY_TYPES : RENT_PROPERTY_TYPES;
}
