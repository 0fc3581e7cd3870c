import { PHONE_CODE_LENGTH } from "../../../domain/phones/otp-rules";

// A new code: six digits, each from the platform's CSPRNG (rejection sampling keeps the
// digits uniform).
export function newPhoneCode(): string {
  let code = "";
  const bytes = new Uint8Array(1);
  while (code.length < PHONE_CODE_LENGTH) {
    crypto.getRandomValues(bytes);
    if (bytes[0] < 250) code += String(bytes[0] % 10);
  }
  return code;
}

// What is stored instead of the code: an HMAC-SHA256 keyed with the server's secret over
// the account, the number and the code. A million codes are quickly tried against a plain
// hash; without the secret a copy of the table gives nothing away, and the same code for
// another account or number hashes differently.
export async function hashPhoneCode(secret: string, userId: string, phone: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`phone-code:${userId}:${phone}:${code}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// Compares two hex digests in time that does not depend on where they differ.
export function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
