import { normalizeSearchText } from "../text/normalize";
import { IMPORT_LIMITS } from "./import-contract";

// A row's id in the system it came from: the file's id column (EasyBroker's public_id),
// or, without one, a hash of what identifies a property (street, colonia, type and
// surface) so importing the same file again finds the same listing.
export function sourceIdFor(
  idCell: string | undefined,
  facts: { street?: string; colonia?: string; property_type?: string; surface?: string },
): string {
  const id = (idCell ?? "").trim();
  if (id) return id.slice(0, IMPORT_LIMITS.sourceIdMax);
  const key = [facts.street, facts.colonia, facts.property_type, facts.surface].map((part) => normalizeSearchText(part ?? "")).join("|");
  return `h-${fnv1a64(key)}`;
}

// FNV-1a over the text's UTF-16 code units, 64 bits as two 32-bit halves: stable on every
// runtime, synchronous (crypto.subtle is not), and collisions are negligible for one
// person's catalogue.
export function fnv1a64(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c ^ (h1 >>> 7), 0x01000193) >>> 0;
  }
  return h1.toString(16).padStart(8, "0") + h2.toString(16).padStart(8, "0");
}
