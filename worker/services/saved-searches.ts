import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { savedSearches } from "../../db/schema/saved-searches";
import { DomainError } from "../../domain/errors/domain-error";
import { SEARCH_MESSAGES } from "../../domain/properties/search-filters";
import { savedSearchFilters, type SavedSearch, type SavedSearchList } from "../../domain/saved-searches/saved-search";
import type { CreateSavedSearch, UpdateSavedSearch } from "../../domain/saved-searches/saved-search-schema";
import { SAVED_SEARCH_LIMITS } from "../../domain/saved-searches/saved-search-limits";
import { SAVED_SEARCH_MESSAGES } from "../../domain/saved-searches/saved-search-messages";
import { resolvePlace } from "./property-search";
import { countNewMatches } from "./saved-search-new-matches";

type Row = typeof savedSearches.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toSavedSearch(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_notified_at: iso(row.lastNotifiedAt),
    last_seen_at: iso(row.lastSeenAt),
  };
}

// The person's saved searches, newest first (there are at most 50), each with the listings
// published since they last opened it.
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchList> {
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt));
  const searches = rows.map(toSavedSearch);
  const counts = await countNewMatches(db, searches);
  return { items: searches.map((s, i) => ({ ...s, new_count: counts[i] })), total: rows.length };
}

// Saves a search under the place it resolves to (a place name the search cannot find is
// refused, as nothing could ever match it). The count check and the insert are one
// statement, so two saves at once cannot pass the limit; the same search twice is refused.
export async function createSavedSearch(db: Db, userId: string, input: CreateSavedSearch): Promise<SavedSearch> {
  const place = await resolvePlace(db, input.filters);
  if (place === undefined) {
    throw new DomainError("validation_error", SEARCH_MESSAGES.location, { "filters.location": [SEARCH_MESSAGES.location] });
  }
  const filters = savedSearchFilters(input.filters, place);
  const id = crypto.randomUUID();
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO ${savedSearches} (id, user_id, name, filters, operation, location_id, frequency)
    SELECT ${id}, ${userId}, ${input.name}, ${JSON.stringify(filters)}, ${filters.operation}, ${place?.id ?? null}, ${input.frequency}
    WHERE (SELECT count(*) FROM ${savedSearches} WHERE user_id = ${userId}) < ${SAVED_SEARCH_LIMITS.perUser}
    ON CONFLICT (user_id, filters) DO NOTHING
    RETURNING id
  `);
  if (inserted.length === 0) {
    const [same] = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), sql`${savedSearches.filters} = ${JSON.stringify(filters)}`));
    if (same) throw new DomainError("duplicate", SAVED_SEARCH_MESSAGES.duplicate);
    throw new DomainError("too_many_saved_searches", SAVED_SEARCH_MESSAGES.limit);
  }
  return ownSavedSearch(db, userId, id);
}

// Another person's saved search does not exist for this one.
async function ownSavedSearch(db: Db, userId: string, id: string): Promise<SavedSearch> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw new DomainError("not_found", SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearch(row);
}

export async function updateSavedSearch(db: Db, userId: string, id: string, patch: UpdateSavedSearch): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw new DomainError("not_found", SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearch(row);
}

// The owner opened the search's results: what is new is counted from now on.
export async function markSavedSearchSeen(db: Db, userId: string, id: string): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw new DomainError("not_found", SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new DomainError("not_found", SAVED_SEARCH_MESSAGES.notFound);
}
