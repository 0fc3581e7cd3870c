import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { properties } from "./properties";

// The listings a signed-in person opened last: one row per person and listing (a new view
// moves it to the front), at most RECENTLY_VIEWED_MAX per person (trimmed on every write).
export const recentlyViewed = sqliteTable(
  "recently_viewed",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    viewedAt: integer("viewed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index("recently_viewed_user_idx").on(t.userId, t.viewedAt)],
);
