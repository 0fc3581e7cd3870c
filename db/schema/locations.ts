import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Canonical places: estados, municipios (alcaldías and cities) and colonias.
// Full-text search lives in the FTS5 tables `locations_fts` (words) and `locations_trigram`
// (trigrams of the normalised name, for typos) (see migrations), kept in sync by triggers.
export const locations = sqliteTable(
  "locations",
  {
    id: text("id").primaryKey(),
    nombreCanonico: text("nombre_canonico").notNull(),
    // normalizeSearchText(nombre_canonico) from domain/: ranks exact and prefix matches.
    searchName: text("search_name").notNull(),
    contexto: text("contexto").notNull(),
    tipo: text("tipo", { enum: ["estado", "municipio", "colonia"] }).notNull(),
    slug: text("slug").notNull().unique(),
    centroidLng: real("centroid_lng"),
    centroidLat: real("centroid_lat"),
    padreId: text("padre_id"),
    propertyCount: integer("property_count").notNull().default(0),
    // The same published listings by operation (venta, renta, remate): what a suggestion
    // counts when the search asks for one operation. Kept by triggers, like property_count.
    ventaCount: integer("venta_count").notNull().default(0),
    rentaCount: integer("renta_count").notNull().default(0),
    remateCount: integer("remate_count").notNull().default(0),
    // Relative price level of the place (1 = city average), used by the demo seed
    // and by price hints.
    priceLevel: real("price_level"),
  },
  (t) => [index("locations_padre_idx").on(t.padreId), index("locations_tipo_idx").on(t.tipo), index("locations_search_name_idx").on(t.searchName)],
);
