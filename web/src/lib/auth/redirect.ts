import type { Location } from "react-router";

/** Where a person goes after signing in when nothing asked for another page. */
export const DEFAULT_AFTER_LOGIN = "/dashboard";

/** A same-site path to return to, or null (refuses "//host", "/\\host" and absolute URLs). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}

/** /login?redirect=<this page>, so signing in brings the person back here. */
export function loginUrlFor(location: Pick<Location, "pathname" | "search">): string {
  const here = `${location.pathname}${location.search}`;
  return here === "/" ? "/login" : `/login?${new URLSearchParams({ redirect: here })}`;
}
