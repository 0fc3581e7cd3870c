import { z } from "zod";

// The reference a shared sheet (/s/{token}) prints: it belongs to the share, not to the
// listing, so nothing on the sheet leads to the listing's own page or its advertiser. Eight
// characters of a hash of the token, in two groups ("HG-7K3M-Q9XA"), in an alphabet with
// no 0/O or 1/I to misread on the phone.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export async function shareReference(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`share-reference:${token}`)));
  const chars = Array.from(digest.slice(0, 8), (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `HG-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A stored photo's file name, as the share's and a board card's photo paths take it. */
export const photoFileSchema = z.string().regex(/^[a-z0-9_-]{1,200}\.(?:webp|avif|jpg|jpeg|png)$/i, { error: "Foto no válida." });

/** The pages an agent sends a client: /s/, /p/, a board (/t/) and a board's card (/sc/). */
export const AGENT_SHEET_PATH = /^\/(?:s|p|t|sc)\//;

/** A listing's contact asked for from an agent's sheet: the sheet's contact is the agent who sent it. */
export const SHEET_CONTACT_REFUSED = "Esta ficha te la compartió tu asesor: contáctalo desde la ficha.";
