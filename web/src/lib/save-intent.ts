import type { Location } from "react-router";
import { canBeRecordId } from "@domain/id-limits";

/**
 * A save asked for while signed out: the heart's sign-in links come back to the same page
 * with `?guardar=<listing id>`, and once the person is signed in the page finishes the save
 * (the favourites dialog opens for that listing, as the heart does when signed in). The way
 * back itself goes through /login's `?redirect=`, which only ever follows a path on this site.
 */
export const SAVE_INTENT_PARAM = "guardar";

type Where = Pick<Location, "pathname" | "search">;

/** The listing id a page was asked to save (`?guardar=`), when it is one an id can be; else null. */
export function saveIntentFrom(search: string | URLSearchParams): string | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get(SAVE_INTENT_PARAM);
  if (value === null) return null;
  // zod-free (this module is in the app's first code): the same rule as recordIdSchema.
  const id = value.trim();
  return canBeRecordId(id) ? id : null;
}

/** This page, asking to save `propertyId` once the person is back (any earlier ask replaced). */
export function withSaveIntent(where: Where, propertyId: string): Where {
  const params = new URLSearchParams(where.search);
  params.set(SAVE_INTENT_PARAM, propertyId);
  return { pathname: where.pathname, search: `?${params}` };
}

/** The query string without the save ask ("" when nothing else is left), for replacing the URL once it is done. */
export function searchWithoutSaveIntent(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SAVE_INTENT_PARAM);
  return params.size ? `?${params}` : "";
}
