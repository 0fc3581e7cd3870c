import { INVITATION_PURPOSE } from "../../../domain/agencies/agency-team";
import { base64url, fromBase64url } from "../saved-search-alerts/unsubscribe-token";

// The token of an invitation link: "<invitation id>.<HMAC-SHA256 of
// 'agency-invitation:<id>:<expires_at ms>'>" (base64url), signed with the app's secret
// (BETTER_AUTH_SECRET). The expiry is inside the MAC, so resending (a new expiry) retires
// the old link, and a link cannot be stretched. Checked in constant time.

const encoder = new TextEncoder();
const TOKEN_MAX_LENGTH = 128;

const key = (secret: string) => crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
const message = (id: string, expiresAt: Date) => encoder.encode(`${INVITATION_PURPOSE}:${id}:${expiresAt.getTime()}`);

export async function invitationToken(secret: string, id: string, expiresAt: Date): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await key(secret), message(id, expiresAt)));
  return `${id}.${base64url(mac)}`;
}

/** The invitation id a token names (unverified: the MAC needs the row's expiry), or null. */
export function parseInvitationToken(token: string): { id: string; mac: Uint8Array<ArrayBuffer> } | null {
  if (token.length > TOKEN_MAX_LENGTH) return null;
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const mac = fromBase64url(token.slice(dot + 1));
  if (!mac || mac.length !== 32) return null;
  return { id: token.slice(0, dot), mac };
}

export async function invitationMacValid(secret: string, mac: Uint8Array<ArrayBuffer>, id: string, expiresAt: Date): Promise<boolean> {
  return crypto.subtle.verify("HMAC", await key(secret), mac, message(id, expiresAt));
}
