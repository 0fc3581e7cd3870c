import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./auth";
import { agencies } from "./agencies";
import { locations } from "./locations";
import { LEGAL_STATUSES } from "../../domain/listings/legal-status";
import { LISTING_STATUSES } from "../../domain/listings/listing-status";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import { FURNISHINGS, GUARANTEES, LAND_USES, PET_POLICIES } from "../../domain/listings/facts";

export const properties = sqliteTable(
  "properties",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    // The advertiser's own English description, shown instead on English pages; null when they wrote none.
    descriptionEn: text("description_en"),
    price: integer("price").notNull(),
    currency: text("currency").notNull().default("MXN"),
    maintenance: integer("maintenance"),
    address: text("address").notNull(),
    neighborhood: text("neighborhood").notNull(),
    // The colonia; its alcaldía and estado are denormalised so a place filter is one
    // indexed equality.
    locationId: text("location_id")
      .notNull()
      .references(() => locations.id),
    municipioId: text("municipio_id").references(() => locations.id),
    estadoId: text("estado_id").references(() => locations.id),
    lat: real("lat").notNull(),
    lng: real("lng").notNull(),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: real("bathrooms").notNull().default(0),
    parkingSpaces: integer("parking_spaces").notNull().default(0),
    totalSurface: real("total_surface"),
    builtSurface: real("built_surface"),
    operationType: text("operation_type", { enum: ["venta", "renta", "remate"] }).notNull(),
    propertyType: text("property_type", {
      enum: ["casa", "departamento", "terreno", "casa-condominio", "local-comercial", "oficina", "bodega-comercial"],
    }).notNull(),
    features: text("features", { mode: "json" }).$type<string[]>().notNull().default([]),
    // What the agent typed: calle y número and interior. `address` is what buyers see
    // (only the colonia when hide_address is set, and then lat/lng are the colonia's).
    street: text("street"),
    interior: text("interior"),
    hideAddress: integer("hide_address", { mode: "boolean" }).notNull().default(false),
    pinLat: real("pin_lat"),
    pinLng: real("pin_lng"),
    // Remates: the appraisal and the legal situation.
    appraisalValue: integer("appraisal_value"),
    legalStatus: text("legal_status", { enum: LEGAL_STATUSES }),
    ageYears: integer("age_years"),
    // The facts an advertiser attests (domain/listings/facts.ts). Null in every one of them
    // means "not given": shown as "No indicado", never matched by a filter that asks for it.
    pets: text("pets", { enum: PET_POLICIES }),
    furnishing: text("furnishing", { enum: FURNISHINGS }),
    // A bitmask of CREDITS (bit i is CREDITS[i]); 0 is none of them.
    credits: integer("credits"),
    landUse: text("land_use", { enum: LAND_USES }),
    guarantee: text("guarantee", { enum: GUARANTEES }),
    depositMonths: real("deposit_months"),
    // A rental's cuota de mantenimiento is included in its rent (then `maintenance` is null).
    maintenanceIncluded: integer("maintenance_included", { mode: "boolean" }),
    elevador: integer("elevador", { mode: "boolean" }),
    seguridad24h: integer("seguridad_24h", { mode: "boolean" }),
    cisterna: integer("cisterna", { mode: "boolean" }),
    gasNatural: integer("gas_natural", { mode: "boolean" }),
    roofGarden: integer("roof_garden", { mode: "boolean" }),
    // Walking minutes to the nearest transit station within 1 km (listing_stations holds
    // them all), null when there is none or the listing has no place yet. Kept by the
    // listing writes, never computed per request.
    nearestStationMinutes: integer("nearest_station_minutes"),
    // When its stations were last measured (publish, edit, seed); null: never, and the cron
    // measures it (the listings published before stations were kept).
    stationsMeasuredAt: integer("stations_measured_at", { mode: "timestamp_ms" }),
    // A borrador's form as the agent left it (fields valid one by one, not yet together).
    draft: text("draft", { mode: "json" }).$type<ListingDraft>(),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("publicada"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    // End of the paid publication period (null: seeded listings, which do not expire).
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    expiryReminderSentAt: integer("expiry_reminder_sent_at", { mode: "timestamp_ms" }),
    // Freshness (domain/listings/freshness.ts): the last time the advertiser said the listing
    // is still on the market (a confirmation, publish, renewal, reactivation or saved edit;
    // never a view), null for a borrador; and when the e-mail asking for it was sent, null
    // once answered (the e-mail's links name that moment, so an answer uses them up).
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    confirmationAskedAt: integer("confirmation_asked_at", { mode: "timestamp_ms" }),
    // Counted on the server as buyers act (saves and leads are counted from their rows).
    viewCount: integer("view_count").notNull().default(0),
    contactCount: integer("contact_count").notNull().default(0),
    whatsappCount: integer("whatsapp_count").notNull().default(0),
    agentId: text("agent_id").references(() => users.id, { onDelete: "set null" }),
    agencyId: text("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    // The listing's id in the system it was imported from (EasyBroker's public_id, a
    // spreadsheet's own column, or a hash of address + type + surface when it has none):
    // importing the same file again updates these rows instead of adding new ones.
    sourceId: text("source_id"),
    // One home, shown once (domain/listing-clusters): the listings of the same unit by
    // different advertisers share a cluster id, set by the listing writes; `cluster_shown`
    // is kept by triggers (migration 0029): false for every published member of a cluster
    // but the one search shows, true for every listing in no cluster.
    clusterId: text("cluster_id"),
    clusterShown: integer("cluster_shown", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // cluster_shown last: a search's count over these stays within the index (covering).
    index("properties_search_idx").on(t.status, t.operationType, t.propertyType, t.price, t.clusterShown),
    index("properties_op_price_idx").on(t.status, t.operationType, t.price, t.clusterShown),
    index("properties_location_idx").on(t.locationId, t.operationType, t.price),
    index("properties_municipio_idx").on(t.municipioId, t.operationType, t.price),
    index("properties_estado_idx").on(t.estadoId, t.operationType, t.price),
    index("properties_bedrooms_idx").on(t.operationType, t.bedrooms),
    index("properties_created_idx").on(t.operationType, t.createdAt),
    index("properties_location_recent_idx").on(t.locationId, t.operationType, t.createdAt),
    index("properties_municipio_recent_idx").on(t.municipioId, t.operationType, t.createdAt),
    index("properties_agent_idx").on(t.agentId),
    index("properties_agency_idx").on(t.agencyId, t.municipioId),
    index("properties_agent_recent_idx").on(t.agentId, t.updatedAt),
    index("properties_agency_recent_idx").on(t.agencyId, t.updatedAt),
    index("properties_agency_status_idx").on(t.agencyId, t.status, t.updatedAt),
    index("properties_expiry_idx").on(t.status, t.expiresAt),
    // The cron's freshness runs: published listings not asked yet, by how long ago they were
    // confirmed; and the few asked and not answered.
    index("properties_confirmation_due_idx")
      .on(t.status, t.operationType, t.confirmedAt)
      .where(sql`confirmation_asked_at is null`),
    index("properties_confirmation_asked_idx")
      .on(t.status, t.confirmationAskedAt)
      .where(sql`confirmation_asked_at is not null`),
    // The listings closed within a span of time (the cron's pruning of saved-search matches).
    index("properties_status_changed_idx").on(t.status, t.updatedAt),
    // A cluster's members; and the listings of one operation and type near a unit's
    // latitude (its private pin when the address is hidden), where its duplicates are sought.
    index("properties_cluster_idx").on(t.clusterId, t.status),
    // The few listings whose stations were never measured (the cron's catch-up).
    index("properties_stations_unmeasured_idx")
      .on(t.status)
      .where(sql`stations_measured_at is null`),
    // A commute search's walk all the way (the shown listings of an operation in a band of
    // latitude around the destination, of a type and price) and its count of the listings
    // with no station, read within the index (covering): no row of the wide table is read.
    index("properties_walkable_idx").on(
      t.status,
      t.operationType,
      t.clusterShown,
      t.lat,
      t.lng,
      t.pinLat,
      t.pinLng,
      t.nearestStationMinutes,
      t.propertyType,
      t.price,
    ),
    index("properties_unit_idx").on(t.operationType, t.propertyType, sql`coalesce(${t.pinLat}, ${t.lat})`),
    // One listing per source id within its agency (whichever of its agents holds it), or
    // within its agent's own listings when it has no agency.
    uniqueIndex("properties_agency_source_idx")
      .on(t.agencyId, t.sourceId)
      .where(sql`source_id is not null and agency_id is not null`),
    uniqueIndex("properties_agent_source_idx")
      .on(t.agentId, t.sourceId)
      .where(sql`source_id is not null and agency_id is null`),
  ],
);

export const propertyImages = sqliteTable(
  "property_images",
  {
    id: id(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    // The photo at PHOTO_LIMITS.mediumSide, what a phone's screen needs (null for photos
    // stored before it existed, and for imported ones: pages then use the full size).
    mediumUrl: text("medium_url"),
    alt: text("alt"),
    width: integer("width"),
    height: integer("height"),
    isMain: integer("is_main", { mode: "boolean" }).notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    // Uploaded photos: the R2 objects (seeded ones are shared scenes and have none),
    // the agent's caption and room label (the alt text comes from them).
    storageKey: text("storage_key"),
    thumbnailKey: text("thumbnail_key"),
    mediumKey: text("medium_key"),
    caption: text("caption"),
    roomType: text("room_type"),
    bytes: integer("bytes"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("property_images_property_idx").on(t.propertyId, t.isMain, t.displayOrder),
    // The fingerprint sweep reads the photos stored in the last day (worker/services/photo-fingerprints/sweep.ts).
    index("property_images_created_idx").on(t.createdAt),
  ],
);

// A link an agent shares with a client (/s/{token}); the token records who shared.
export const propertyShares = sqliteTable(
  "property_shares",
  {
    token: text("token").primaryKey(),
    propertyId: text("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    sharedBy: text("shared_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["share", "presentation"] })
      .notNull()
      .default("share"),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("property_shares_owner_idx").on(t.sharedBy, t.propertyId)],
);
