import type { Location } from "react-router";
import { OAUTH_RETURN_PATH_MAX } from "@domain/auth/account-paths";
import { ROLES, type Role } from "@domain/auth/roles";
import { pagePath } from "@domain/pages/page-routes";

/** Where a person goes after signing in when nothing asked for another page. */
export const DEFAULT_AFTER_LOGIN = pagePath.dashboard;

// Only used to resolve a candidate path: a value that resolves to any other origin is not ours.
const PROBE_ORIGIN = "https://hogaria.invalid";
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

/** /login?redirect=<this page>, so signing in brings the person back here. */
export function loginUrlFor(location: Pick<Location, "pathname" | "search">): string {
  const here = `${location.pathname}${location.search}`;
  return here === "/" ? pagePath.login : `${pagePath.login}?${new URLSearchParams({ redirect: here })}`;
}

/** /register?redirect=<that page>&role=<account type>: the new account comes back there, with the type preselected. */
export function registerUrlFor(location: Pick<Location, "pathname" | "search">, role?: Role): string {
  const params = new URLSearchParams({ redirect: `${location.pathname}${location.search}` });
  if (role) params.set("role", role);
  return `${pagePath.register}?${params}`;
}

/** The account type a link to /register asks for (?role=), if it is one. */
export function requestedRole(params: URLSearchParams): Role | null {
  const role = params.get("role");
  return ROLES.includes(role as Role) ? (role as Role) : null;
}

/**
 * The other auth page (/login ⇄ /register) with the same way back: the safe ?redirect= and
 * the ?role= asked for, so switching pages does not lose the page the person came from.
 */
export function switchAuthPageUrl(path: (typeof pagePath)["login" | "register"], params: URLSearchParams): string {
  const next = new URLSearchParams();
  const back = safeReturnPath(params.get("redirect"));
  if (back) next.set("redirect", back);
  const role = requestedRole(params);
  if (role) next.set("role", role);
  return next.size ? `${path}?${next}` : path;
}

/**
 * Where Google sends the person back (better-auth's callbackURL): the page the sign-in form
 * would go to, so what they asked for before signing in (a save, ?guardar=) is finished
 * there as after an e-mail sign-in. A way back longer than the API takes keeps only its path.
 */
export function oauthReturnPath(target: string): string {
  return target.length <= OAUTH_RETURN_PATH_MAX ? target : new URL(target, PROBE_ORIGIN).pathname;
}
