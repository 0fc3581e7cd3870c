import { FAVORITES_LABELS, type FavoritesLabels } from "@domain/favorites/favorites-labels";
import type { Bilingual } from "@domain/i18n/bilingual";
import type { Lang } from "@domain/i18n/lang";
import { FAVORITES_TEXT } from "@domain/favorites/favorites-text";
import { CLIENT_LISTS_TEXT } from "@domain/favorites/client-lists-text";

export type { FavoritesLabels } from "@domain/favorites/favorites-labels";

/** The lists' words: people searching keep favourites, agents and agencies clients (domain/favorites/favorites-labels.ts). */
export function favoritesLabels(agent: boolean, lang: Lang = "es"): FavoritesLabels {
  return FAVORITES_LABELS[agent ? "agent" : "person"][lang];
}

type ClientLabels = FavoritesLabels & { deletedWithBoard: (name: string) => string; deleteNote: string };

const clientLabelsIn = (lang: Lang): ClientLabels => ({
  ...FAVORITES_LABELS.agent[lang],
  deletedWithBoard: CLIENT_LISTS_TEXT.deletedWithBoard[lang],
  deleteNote: CLIENT_LISTS_TEXT.deleteNote[lang],
});

/** An agent's client list, in each language: the client, its board and its share link go together. */
export const CLIENT_LABELS: Bilingual<ClientLabels> = { es: clientLabelsIn("es"), en: clientLabelsIn("en") };

/** The toast title when the server refuses to delete a list ('Todo'); its text is the server's. */
export const CANNOT_DELETE_TITLE = FAVORITES_TEXT.cannotDelete;
