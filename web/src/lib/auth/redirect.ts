import type { Location } from "react-router";
import { OAUTH_RETURN_PATH_MAX } from "@domain/auth/account-paths";
import { ROLES, type Role } from "@domain/auth/roles";
import { pagePath } from "@domain/pages/page-routes";

// Where a person goes after signing in, and the one rule for a path they may be sent back to,
// live in the domain: the worker sends a signed-in person on from the sign-in page with them.
export { DEFAULT_AFTER_LOGIN, RETURN_PATH_PARAM, safeReturnPath } from "@domain/auth/return-path";
import { PROBE_ORIGIN, RETURN_PATH_PARAM, safeReturnPath } from "@domain/auth/return-path";

/** /login?redirect=<this page>, so signing in brings the person back here. */
export function loginUrlFor(location: Pick<Location, "pathname" | "search">): string {
  const here = `${location.pathname}${location.search}`;
  return here === "/" ? pagePath.login : `${pagePath.login}?${new URLSearchParams({ [RETURN_PATH_PARAM]: here })}`;
}

/** /register?redirect=<that page>&role=<account type>: the new account comes back there, with the type preselected. */
export function registerUrlFor(location: Pick<Location, "pathname" | "search">, role?: Role): string {
  const params = new URLSearchParams({ [RETURN_PATH_PARAM]: `${location.pathname}${location.search}` });
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
  const back = safeReturnPath(params.get(RETURN_PATH_PARAM));
  if (back) next.set(RETURN_PATH_PARAM, back);
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
