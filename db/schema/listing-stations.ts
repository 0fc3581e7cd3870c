import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { properties } from "./properties";

// A listing's transit stations within 1 km (domain/transit/), with the walking minutes to
// each: written when the listing is published or moved, read by cards, the property page,
// the station filters and the commute search. `station_id` names a station of the data
// shipped in domain/transit/ (stations.ts), not a row of this database.
export const listingStations = sqliteTable(
  "listing_stations",
  {
    listingId: text("listing_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    stationId: text("station_id").notNull(),
    walkMinutes: integer("walk_minutes").notNull(),
    distanceM: integer("distance_m").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.stationId] }), index("listing_stations_station_idx").on(t.stationId, t.walkMinutes)],
);
