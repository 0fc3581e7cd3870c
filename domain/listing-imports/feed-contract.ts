import * as z from "zod";
import { formatNumber } from "../format/number";
import type { TextsLike } from "../i18n/bilingual";
import { IMPORT_LIMITS } from "./import-contract";

// An EasyBroker feed by its URL (POST /api/listing-imports/feed): the agency pastes the
// address of its public JSON feed on the import page, the worker fetches it (following
// `pagination.next_page` of EasyBroker's `/properties` pages) and answers the same table a
// file gives, which the page then maps and checks like any file.

export const FEED_LIMITS = {
  urlMax: 2000,
  /** Bytes of the whole feed, every page together: the same as a file's. */
  bytesMax: IMPORT_LIMITS.fileBytesMax,
  /**
   * Pages followed through `pagination.next_page`. EasyBroker's pages hold up to 50
   * properties, so 40 pages bring 2,000. Every request (a page or a redirect) counts
   * against `fetchesMax`, which keeps one feed under the 50 subrequests a Worker may make
   * per invocation on Cloudflare's free plan.
   */
  pagesMax: 40,
  fetchesMax: 45,
  redirectsMax: 3,
  /** The whole feed, every page, within this time. */
  timeoutMs: 25_000,
} as const;

const MB = Math.round(FEED_LIMITS.bytesMax / (1024 * 1024));

export const FEED_MESSAGES = {
  url: "Pega la dirección completa de tu feed, empezando con https://.",
  urlTooLong: `La dirección puede tener hasta ${formatNumber(FEED_LIMITS.urlMax)} caracteres.`,
  privateAddress: "Esa dirección no apunta a un servidor público de internet.",
  unreachable: "No pudimos conectar con el servidor del feed. Revisa la dirección e intenta de nuevo.",
  timeout: "El servidor del feed tardó demasiado en responder. Intenta de nuevo o sube el archivo JSON.",
  httpStatus: (status: number) => `El servidor del feed respondió con un error (${status}). Revisa que la dirección sea pública.`,
  tooManyRedirects: "La dirección del feed redirige demasiadas veces.",
  tooLarge: `El feed pesa más de ${MB} MB. Descárgalo y súbelo en partes más pequeñas.`,
  tooManyPages: `El feed tiene más de ${FEED_LIMITS.pagesMax} páginas. Pide páginas de 50 propiedades o descárgalo y súbelo como archivo.`,
  notJson: "Esa dirección no devuelve un JSON. Copia la dirección del feed JSON de EasyBroker.",
} as const;

export const FEED_MESSAGES_EN: TextsLike<typeof FEED_MESSAGES> = {
  url: "Paste your feed's full address, starting with https://.",
  urlTooLong: `The address can have up to ${formatNumber(FEED_LIMITS.urlMax)} characters.`,
  privateAddress: "That address does not point to a public internet server.",
  unreachable: "We could not connect to the feed's server. Check the address and try again.",
  timeout: "The feed's server took too long to answer. Try again or upload the JSON file.",
  httpStatus: (status) => `The feed's server answered with an error (${status}). Check that the address is public.`,
  tooManyRedirects: "The feed's address redirects too many times.",
  tooLarge: `The feed is larger than ${MB} MB. Download it and upload it in smaller parts.`,
  tooManyPages: `The feed has more than ${FEED_LIMITS.pagesMax} pages. Ask for pages of 50 properties or download it and upload it as a file.`,
  notJson: "That address does not return JSON. Copy the address of EasyBroker's JSON feed.",
};

/** POST /api/listing-imports/feed */
export const feedRequestSchema = z.object({
  url: z
    .string({ error: FEED_MESSAGES.url })
    .trim()
    .max(FEED_LIMITS.urlMax, FEED_MESSAGES.urlTooLong)
    .pipe(z.url({ protocol: /^https?$/, error: FEED_MESSAGES.url })),
});
export type FeedRequest = z.infer<typeof feedRequestSchema>;

/** The feed as a table (the same a file gives) and how many pages it took. */
export type FeedAnswer = { headers: string[]; rows: string[][]; pages: number };
