import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SAVED_SEARCH_MATCH_REASONS } from "../../domain/saved-searches/saved-search-alerts";
import { createdAt } from "./columns";
import { properties } from "./properties";
import { savedSearches } from "./saved-searches";

// The listings a saved search is to be told about: recorded when a listing is published or
// its price drops and it matches the search, sent in the search's next e-mail (sent_at).
// One row per search and listing, so a listing is alerted to a search once; the rows of a
// listing long off the market are deleted by the cron (saved-search-alerts/prune-matches.ts).
export const savedSearchMatches = sqliteTable(
  "saved_search_matches",
  {
    savedSearchId: text("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: SAVED_SEARCH_MATCH_REASONS }).notNull(),
    createdAt: createdAt(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    // A listing's matches (the e-mail right after a publish; a deleted listing's cascade).
    index("saved_search_matches_property_idx").on(t.propertyId, t.sentAt),
  ],
);
