import { FAVORITES_LABELS, type FavoritesLabels } from "@domain/favorites/favorites-labels";
import type { Lang } from "@domain/i18n/lang";
import { FAVORITES_TEXT } from "@domain/favorites/favorites-text";

export type { FavoritesLabels } from "@domain/favorites/favorites-labels";

/** The lists' words: people searching keep favourites, agents and agencies clients (domain/favorites/favorites-labels.ts). */
export function favoritesLabels(agent: boolean, lang: Lang = "es"): FavoritesLabels {
  return FAVORITES_LABELS[agent ? "agent" : "person"][lang];
}

/** An agent's client list: the client, its board and its share link go together. */
export const CLIENT_LABELS = {
  ...FAVORITES_LABELS.agent.es,
  deletedWithBoard: (name: string) => `“${name}” y su tablero se eliminaron.`,
  deleteNote: "Se eliminarán también su tablero y el enlace que compartiste.",
} as const;

/** The toast title when the server refuses to delete a list ('Todo'); its text is the server's. */
export const CANNOT_DELETE_TITLE = FAVORITES_TEXT.cannotDelete.es;
