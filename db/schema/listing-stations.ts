import { sql } from "drizzle-orm";
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
    // What the plain search filters on first (properties_search_idx), kept by triggers
    // (migration 0044) from the listing: its operation while search shows it (published,
    // and the one card of its home), else null; its type and price; and its rowid in
    // `properties` (stable, as properties_rtree relies on too). A commute search reads only
    // the rows of the listings it can show within listing_stations_shown_idx, and groups
    // and finds them by the integer, before reading any listing.
    shownOperation: text("shown_operation"),
    propertyType: text("property_type"),
    price: integer("price"),
    listingRowid: integer("listing_rowid"),
    // A station the listing can never prefer to another of its stations, whatever the
    // destination (domain/transit/dominated-stations.ts), written with the row: the commute
    // search does not read it (listing_stations_shown_idx leaves it out). Rows written
    // before migration 0046 are false until their listing is measured again.
    commuteDominated: integer("commute_dominated", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.stationId] }),
    index("listing_stations_station_idx").on(t.stationId, t.walkMinutes),
    index("listing_stations_shown_idx")
      .on(t.shownOperation, t.stationId, t.walkMinutes, t.propertyType, t.price, t.listingRowid)
      .where(sql`commute_dominated = 0`),
  ],
);
