import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { users } from "./auth";
import { properties } from "./properties";
import { DEFAULT_LIST_NAME } from "../../domain/favorites/favorites";

// Favourite lists; agents and agencies see them as client lists. The default list always exists.
export const favoriteLists = sqliteTable(
  "favorite_lists",
  {
    id: id(),
    name: text("name").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("favorite_lists_user_idx").on(t.userId, t.createdAt),
    // One default list per user, even when two first loads race to create it.
    uniqueIndex("favorite_lists_one_todo_uq")
      .on(t.userId)
      .where(sql.raw(`name = '${DEFAULT_LIST_NAME}'`)),
  ],
);

export const favoriteProperties = sqliteTable(
  "favorite_properties",
  {
    id: id(),
    listId: text("list_id")
      .notNull()
      .references(() => favoriteLists.id, { onDelete: "cascade" }),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("favorite_properties_list_property_uq").on(t.listId, t.propertyId), index("favorite_properties_property_idx").on(t.propertyId)],
);
