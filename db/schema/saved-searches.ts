import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { OPERATIONS } from "../../domain/properties/property";
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFilters } from "../../domain/saved-searches/saved-search";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./auth";
import { locations } from "./locations";

// A person's saved searches. `filters` is the whole search (the search API's filters, in the
// table's order, so the same search is the same text); `operation` and `location_id` repeat
// the two filters a new listing is matched on first, so a publish reads only the searches of
// its operation and its places.
export const savedSearches = sqliteTable(
  "saved_searches",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    filters: text("filters", { mode: "json" }).$type<SavedSearchFilters>().notNull(),
    operation: text("operation", { enum: OPERATIONS }).notNull(),
    // The place searched (a colonia, municipio or estado), or null for a search of the
    // whole city or of a drawn zone.
    locationId: text("location_id").references(() => locations.id),
    frequency: text("frequency", { enum: SAVED_SEARCH_FREQUENCIES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastNotifiedAt: integer("last_notified_at", { mode: "timestamp_ms" }),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
    // When the search's next alert e-mail is due: set when a listing matches it (no sooner
    // than its frequency allows after the last one), cleared when the e-mail goes.
    alertDueAt: integer("alert_due_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    index("saved_searches_match_idx").on(t.operation, t.locationId),
    // The searches whose alert is due, in the order the cron sends them (keyset pagination).
    index("saved_searches_alert_due_idx")
      .on(t.alertDueAt, t.id)
      .where(sql`alert_due_at IS NOT NULL`),
    // A person saves a given search once.
    uniqueIndex("saved_searches_user_filters_uq").on(t.userId, t.filters),
  ],
);
