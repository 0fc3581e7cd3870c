import type { TextsLike } from "../i18n/bilingual";

// What the favourite lists (clients' lists, for agents) and their boards answer.
export const FAVORITE_MESSAGES = {
  // An unknown list, or another person's.
  listNotFound: "Lista no encontrada",
  alreadyInList: "Esta propiedad ya está en esa lista",
  itemNotFound: "No encontramos esa propiedad en tus listas.",
} as const;

// Their English twins, for English pages (domain/i18n/message-twins.ts).
export const FAVORITE_MESSAGES_EN: TextsLike<typeof FAVORITE_MESSAGES> = {
  listNotFound: "List not found",
  alreadyInList: "This property is already in that list",
  itemNotFound: "We could not find that property in your lists.",
};
