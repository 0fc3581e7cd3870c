import { integer, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

// Shared column helpers: timestamps are stored as unix milliseconds.
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const id = () => text("id").primaryKey();
