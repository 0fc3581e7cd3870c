import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SAVED_SEARCH_MATCH_REASONS } from "../../domain/saved-searches/saved-search-alerts";
import { createdAt } from "./columns";
import { properties } from "./properties";

// Listings waiting to be matched against the broad saved searches (of a whole estado, or
// without a place: the whole country, a map view, a drawn zone). A publish or a 5 % price
// drop matches the listing against the searches of its colonia and alcaldía at once and
// queues it here; the cron trigger
// takes the queue in id order, matches each listing against every broad search of its
// operation in one pass, records the matches and deletes the rows it took.
export const listingAlertQueue = sqliteTable("listing_alert_queue", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  propertyId: text("property_id")
    .notNull()
    .references(() => properties.id, { onDelete: "cascade" }),
  reason: text("reason", { enum: SAVED_SEARCH_MATCH_REASONS }).notNull(),
  createdAt: createdAt(),
});
