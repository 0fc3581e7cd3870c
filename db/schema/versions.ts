import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// A counter per kind of public data, bumped by triggers on every write that changes what
// an anonymous visitor sees (migration 0011). Edge caches key their answers on it, so a
// publish or a price change shows at once.
export const dataVersions = sqliteTable("data_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull().default(0),
});
