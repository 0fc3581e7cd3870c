import { pagePath } from "../pages/page-routes";

/** The query parameter of /login and /register that names the page to go back to. */
export const RETURN_PATH_PARAM = "redirect";

/** Where a person goes after signing in when nothing asked for another page. */
export const DEFAULT_AFTER_LOGIN = pagePath.dashboard;

// Only used to resolve a candidate path: a value that resolves to any other origin is not ours.
export const PROBE_ORIGIN = "https://hogaria.invalid";
// How many rounds of percent-decoding a return path may take before it is refused.
const MAX_DECODE_ROUNDS = 4;
// Control characters (C0 and DEL): browsers strip some of them while parsing a URL, which
// can turn a harmless-looking path into another host.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * A same-origin path (path, query and hash) to send the browser to, or null. Refuses
 * anything that is not a string starting with one "/" (so every scheme: "javascript:",
 * "https:"), and any value that — as sent or after any number of percent-decodings — holds
 * a backslash or a control character or starts with "//". Malformed percent-encoding is
 * refused too. The answer is the path as the URL parser normalises it, checked again.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !isSafeInEveryDecoding(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse "/.//host" into "//host": check what the parser made of it.
  return isSafeInEveryDecoding(path) ? path : null;
}

function isSafeInEveryDecoding(value: string): boolean {
  let current = value;
  for (let round = 0; ; round++) {
    if (!isSafePathForm(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // malformed percent-encoding
    }
    if (decoded === current) return true;
    if (round >= MAX_DECODE_ROUNDS) return false; // still changing: encoded too deep to trust
    current = decoded;
  }
}

/** One form of the value: a single leading "/", no backslash, no control character. */
function isSafePathForm(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && !CONTROL_CHARACTER.test(value);
}
