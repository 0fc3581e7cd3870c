import { normalizeSearchText } from "./normalize";

// URL slug: "Polanco V Sección" → "polanco-v-seccion".
export function slugify(input: string): string {
  return normalizeSearchText(input).replace(/ /g, "-");
}
