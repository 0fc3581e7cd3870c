// A short reference made from a hash of a value (a share's token, a report's id): it names
// that one thing and reveals neither the value nor the listing behind it. Eight characters
// in two groups ("HG-7K3M-Q9XA"), in an alphabet with no 0/O or 1/I to misread on the
// phone; `purpose` keeps the references of different things apart.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export async function hashedReference(purpose: string, value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${purpose}:${value}`)));
  const chars = Array.from(digest.slice(0, 8), (b) => ALPHABET[b % ALPHABET.length]).join("");
  return `HG-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
