import { UNSUBSCRIBE_PURPOSE } from "../../../domain/saved-searches/saved-search-alerts";

// The token of an unsubscribe link: "<saved search id>.<HMAC-SHA256 of 'unsubscribe:<id>'>"
// (base64url), signed with the app's secret (BETTER_AUTH_SECRET). It names one search and
// one purpose, never expires (an old e-mail's link still works) and is checked in constant
// time; any other text, or a token signed for something else, is refused.

const encoder = new TextEncoder();
const TOKEN_MAX_LENGTH = 200;

async function key(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const message = (searchId: string) => encoder.encode(`${UNSUBSCRIBE_PURPOSE}:${searchId}`);

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function unsubscribeToken(secret: string, searchId: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await key(secret), message(searchId)));
  return `${searchId}.${base64url(mac)}`;
}

/** The saved search a token names, or null when the token is not one we signed for unsubscribing. */
export async function searchIdOfUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  if (token.length > TOKEN_MAX_LENGTH) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const searchId = token.slice(0, dot);
  const mac = fromBase64url(token.slice(dot + 1));
  if (!mac || mac.length !== 32) return null;
  const valid = await crypto.subtle.verify("HMAC", await key(secret), mac, message(searchId));
  return valid ? searchId : null;
}
