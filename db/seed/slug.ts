// Slugs for seeded places. The text rules live in domain/text/slug.ts (shared with the
// worker); this file only decides how a place's slug is composed.
import { slugify } from "../../domain/text/slug";

export { slugify };

/** "Polanco" in "Miguel Hidalgo" → "polanco-miguel-hidalgo". */
export function placeSlug(name: string, ...within: string[]): string {
  return [name, ...within].map(slugify).filter(Boolean).join("-");
}
