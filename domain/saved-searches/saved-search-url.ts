import { OPERATION_SECTION, sectionPath } from "../properties/sections";
import { writeSearchParams } from "../properties/search-url";
import type { SavedSearchFilters } from "./saved-search";

/**
 * The page of a saved search: /comprar, /rentar or /remate (its operation) with its filters
 * written by the search pages' canonical writer, so "Ver todas" in an alert opens the same
 * URL the search page would show.
 */
export function savedSearchPath(filters: SavedSearchFilters): string {
  const { operation, ...rest } = filters;
  const query = writeSearchParams(rest).toString();
  return `${sectionPath(OPERATION_SECTION[operation])}${query ? `?${query}` : ""}`;
}
