import { CONFIRMATION_ANSWERS, CONFIRMATION_PURPOSE, type ConfirmationAnswer } from "../../../domain/listings/freshness";
import { base64url, fromBase64url } from "../saved-search-alerts/unsubscribe-token";

// The token of a confirmation link: "<listing id>.<asked at ms>.<answer>.<HMAC-SHA256 of
// 'listing-confirmation:<id>:<asked at ms>:<answer>'>" (base64url), signed with the app's
// secret (BETTER_AUTH_SECRET). It names one listing, one e-mail (the moment it was sent,
// which the listing keeps until it is answered: an answer, or a newer e-mail, uses the link
// up) and one answer, and is checked in constant time. Its expiry counts from the moment it
// names, which the MAC covers, so a link cannot be stretched.

const encoder = new TextEncoder();
const TOKEN_MAX_LENGTH = 160;

const key = (secret: string) => crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
const message = (id: string, askedAt: number, answer: ConfirmationAnswer) => encoder.encode(`${CONFIRMATION_PURPOSE}:${id}:${askedAt}:${answer}`);

export type ConfirmationLink = { listingId: string; askedAt: Date; answer: ConfirmationAnswer };

export async function confirmationToken(secret: string, { listingId, askedAt, answer }: ConfirmationLink): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await key(secret), message(listingId, askedAt.getTime(), answer)));
  return `${listingId}.${askedAt.getTime()}.${answer}.${base64url(mac)}`;
}

/** What a token names when we signed it, or null (tampered, truncated, or signed for something else). */
export async function readConfirmationToken(secret: string, token: string): Promise<ConfirmationLink | null> {
  if (token.length > TOKEN_MAX_LENGTH) return null;
  const [listingId, askedAtText, answer, macText, ...rest] = token.split(".");
  if (rest.length > 0 || !listingId || !askedAtText || !answer || !macText) return null;
  if (!/^\d{1,15}$/.test(askedAtText) || !(CONFIRMATION_ANSWERS as readonly string[]).includes(answer)) return null;
  const mac = fromBase64url(macText);
  if (!mac || mac.length !== 32) return null;
  const askedAt = Number(askedAtText);
  const valid = await crypto.subtle.verify("HMAC", await key(secret), mac, message(listingId, askedAt, answer as ConfirmationAnswer));
  return valid ? { listingId, askedAt: new Date(askedAt), answer: answer as ConfirmationAnswer } : null;
}
