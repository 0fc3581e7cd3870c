import type { Bilingual } from "../i18n/bilingual";
import { pathInLang, splitLangPath, type Lang } from "../i18n/lang";
import type { AdvertiserTrust } from "../trust/advertiser-trust";
import type { ListingCardFacts, Operation, PropertyType } from "../properties/property";

export const BOARD_STATUSES = ["pool", "like", "dislike", "winner"] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export const BOARD_COLUMNS: { status: BoardStatus; title: Bilingual }[] = [
  { status: "pool", title: { es: "Propiedades", en: "Properties" } },
  { status: "like", title: { es: "Me gustaron", en: "Liked" } },
  { status: "dislike", title: { es: "No me gustaron", en: "Not for me" } },
  { status: "winner", title: { es: "¡Propiedad ganadora!", en: "The winner!" } },
];

// A card on a board: a snapshot (clone) of a listing as the agent shared it.
export type ClonedPropertyCard = ListingCardFacts & {
  // A clone keeps what the listing said when it was shared, even a value no longer offered.
  operation_type: Operation | string;
  property_type: PropertyType | string;
  image_url: string | null;
};

export type BoardItem = { id: string; status: BoardStatus; position: number; updated_at: string; property: ClonedPropertyCard };

export type Board = {
  id: string;
  list_id: string | null;
  client_name: string;
  updated_at: string;
  share: { token: string; url: string } | null;
  // Whether a client holding the link sees the agent's contact.
  show_agent_contact: boolean;
  agent: { name: string; phone: string | null; whatsapp: string | null } | null;
};

export type BoardView = { board: Board; items: BoardItem[] };

/**
 * What a board's live link (/t/{token}) shows in a preview before it is opened: the
 * client's name, how many properties, the first one's photo, and the agent's name only
 * when the agent shows their contact on the board.
 */
export type BoardLinkPreview = { clientName: string; agentName: string | null; propertyCount: number; image: string | null };

/** What a board's link shows in a chat's preview: the client, the agent when the board shows them, the first photo. */
export function boardLinkPreview(view: BoardView): BoardLinkPreview {
  return {
    clientName: view.board.client_name,
    agentName: view.board.agent?.name ?? null,
    propertyCount: view.items.length,
    image: view.items[0]?.property.image_url ?? null,
  };
}

export type MigrationResult = { migratedProperties: number; totalProperties: number; boardId: string };

export type ClonedPropertyDetail = ClonedPropertyCard & {
  maintenance: number | null;
  description: string;
  features: string[];
  images: { url: string; is_main: boolean }[];
  board_id: string;
  /** The badges of the agent whose board it is (who answers the client); null if that account is gone. */
  trust: AdvertiserTrust | null;
};

/** A board's link (an absolute /t/{token} URL, as the API makes it) as the page of `lang` (/en/t/{token}). */
export function boardLinkIn(url: string, lang: Lang): string {
  const link = new URL(url);
  link.pathname = pathInLang(splitLangPath(link.pathname).path, lang);
  return link.toString();
}

// The text a board is shared with over WhatsApp, in the language of the agent's page (the link is in it too).
export function boardShareText(clientName: string, url: string, lang: Lang = "es"): string {
  return lang === "es" ? `Te comparto el tablero de propiedades "${clientName}": ${url}` : `Here is the property board "${clientName}": ${url}`;
}
