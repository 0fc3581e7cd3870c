import * as z from "zod";
import { hashedReference } from "./hashed-reference";

// The reference a shared sheet (/s/{token}) prints: it belongs to the share, not to the
// listing, so nothing on the sheet leads to the listing's own page or its advertiser.
export const shareReference = (token: string): Promise<string> => hashedReference("share-reference", token);

/** A stored photo's file name, as the share's and a board card's photo paths take it. */
export const photoFileSchema = z.string().regex(/^[a-z0-9_-]{1,200}\.(?:webp|avif|jpg|jpeg|png)$/i, { error: "Foto no válida." });

/** The pages an agent sends a client: /s/, /p/, a board (/t/) and a board's card (/sc/). */
export const AGENT_SHEET_PATH = /^\/(?:s|p|t|sc)\//;

/** A listing's contact asked for from an agent's sheet: the sheet's contact is the agent who sent it. */
export const SHEET_CONTACT_REFUSED = "Esta ficha te la compartió tu asesor: contáctalo desde la ficha.";
