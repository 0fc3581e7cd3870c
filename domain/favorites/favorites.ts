import * as z from "zod";
import type { TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { sanitizeText } from "../text/sanitize";
import type { PropertyCard } from "../properties/property";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { recordIdSchema } from "../ids";

// Every user has this list, created on first load; it cannot be deleted, and no other
// list takes its name.
export const DEFAULT_LIST_NAME = "Todo";
export const isDefaultList = (list: { name: string }): boolean => list.name === DEFAULT_LIST_NAME;
/** The default list's name on English pages (the stored name stays 'Todo'). */
export const DEFAULT_LIST_NAME_EN = "All";
/** A list's name as a page in `lang` shows it: the default list's in that language, the others as written. */
export const listNameIn = (list: { name: string }, lang: Lang): string => (lang === "en" && isDefaultList(list) ? DEFAULT_LIST_NAME_EN : list.name);
export const DEFAULT_LIST_MESSAGES = {
  cannotDelete: `La lista '${DEFAULT_LIST_NAME}' no se puede eliminar`,
  nameTaken: `Ya tienes la lista '${DEFAULT_LIST_NAME}'. Elige otro nombre.`,
} as const;
export const DEFAULT_LIST_MESSAGES_EN: TextsLike<typeof DEFAULT_LIST_MESSAGES> = {
  cannotDelete: `The '${DEFAULT_LIST_NAME_EN}' list cannot be deleted`,
  nameTaken: `You already have the '${DEFAULT_LIST_NAME_EN}' list. Choose another name.`,
};
export const LIST_NAME_MAX = 80;
/** What a list's (or a client's) name is refused for. */
export const LIST_NAME_MESSAGES = {
  required: "Escribe un nombre.",
  tooLong: `El nombre no puede tener más de ${LIST_NAME_MAX} caracteres.`,
} as const;
export const LIST_NAME_MESSAGES_EN: TextsLike<typeof LIST_NAME_MESSAGES> = {
  required: "Enter a name.",
  tooLong: `The name cannot be longer than ${LIST_NAME_MAX} characters.`,
};

// New list (or client) names: bounded raw (twice the limit), sanitised, trimmed,
// non-empty, at most 80 characters.
export const listNameSchema = z
  .string({ error: LIST_NAME_MESSAGES.required })
  .max(LIST_NAME_MAX * 2, LIST_NAME_MESSAGES.tooLong)
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
  .transform(sanitizeText)
  .pipe(z.string().min(1, LIST_NAME_MESSAGES.required).max(LIST_NAME_MAX, LIST_NAME_MESSAGES.tooLong));

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
