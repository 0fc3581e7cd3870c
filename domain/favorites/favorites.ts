import * as z from "zod";
import { sanitizeText } from "../text/sanitize";
import type { PropertyCard } from "../properties/property";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { recordIdSchema } from "../ids";

// Every user has this list, created on first load; it cannot be deleted, and no other
// list takes its name.
export const DEFAULT_LIST_NAME = "Todo";
export const isDefaultList = (list: { name: string }): boolean => list.name === DEFAULT_LIST_NAME;
export const DEFAULT_LIST_MESSAGES = {
  cannotDelete: `La lista '${DEFAULT_LIST_NAME}' no se puede eliminar`,
  nameTaken: `Ya tienes la lista '${DEFAULT_LIST_NAME}'. Elige otro nombre.`,
} as const;
export const LIST_NAME_MAX = 80;
const LIST_NAME_TOO_LONG = `El nombre no puede tener más de ${LIST_NAME_MAX} caracteres.`;

// New list (or client) names: bounded raw (twice the limit), sanitised, trimmed,
// non-empty, at most 80 characters.
export const listNameSchema = z
  .string({ error: "Escribe un nombre." })
  .max(LIST_NAME_MAX * 2, LIST_NAME_TOO_LONG)
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
  .transform(sanitizeText)
  .pipe(z.string().min(1, "Escribe un nombre.").max(LIST_NAME_MAX, LIST_NAME_TOO_LONG));

export const createListSchema = z.object({ name: listNameSchema });
export const addToListSchema = z.object({ propertyId: recordIdSchema });

/**
 * Every listing the person saved, in any list, as ids (the hearts on result cards, the
 * home strip and the map fill from it). Newest saves first, at most SAVED_IDS_MAX:
 * `truncated` says more were left out.
 */
export const SAVED_IDS_MAX = 1000;
export type SavedListingIds = { items: string[]; truncated: boolean };

export type FavoriteList = { id: string; name: string; created_at: string; property_count: number; is_default: boolean };
export type FavoriteItem = { id: string; property: PropertyCard };

// 'Todo' first, the others newest first.
export function sortLists<T extends { name: string; created_at: string }>(lists: T[]): T[] {
  return [...lists].sort((a, b) => {
    if (isDefaultList(a)) return -1;
    if (isDefaultList(b)) return 1;
    return b.created_at.localeCompare(a.created_at);
  });
}
