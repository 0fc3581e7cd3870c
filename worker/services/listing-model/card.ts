import { and, eq, is, sql, SQL } from "drizzle-orm";
import type { PropertyCard, PropertyImage } from "../../../domain/properties/property";
import { pricePerM2 } from "../../../domain/properties/price-stats";
import type { Db } from "../../../db/client";
import { coloniaPriceStats } from "../../../db/schema/price-stats";
import { propertyImages, properties } from "../../../db/schema/properties";
import { listingTrust, listingTrustColumns } from "../trust/advertiser-trust";
import { alsoListedByColumn } from "../listing-clusters/cluster-columns";
import { listingStations } from "../../../db/schema/listing-stations";
import { stationNearby } from "../../../domain/transit/nearest-stations";
import { keptStreet, publicStreet } from "../../../domain/listings/public-address";
import { pickFields, selectFields } from "./fields";

// A listing's main photo, joined as `propertyImages` (null columns when it has none).
export const mainPhotoColumns = {
  image_url: propertyImages.url,
  image_thumbnail_url: propertyImages.thumbnailUrl,
  image_medium_url: propertyImages.mediumUrl,
  image_alt: propertyImages.alt,
  image_width: propertyImages.width,
  image_height: propertyImages.height,
};

type MainPhotoRow = { [K in keyof typeof mainPhotoColumns]: (typeof mainPhotoColumns)[K]["_"]["data"] | null };

/** The main photo as the API answers it, or null. */
export function mainPhotoOf(r: MainPhotoRow): PropertyImage | null {
  if (!r.image_url) return null;
  return {
    url: r.image_url,
    thumbnail_url: r.image_thumbnail_url,
    medium_url: r.image_medium_url,
    alt: r.image_alt,
    width: r.image_width,
    height: r.image_height,
  };
}

// The fields a card answers as they are stored (fields.ts: named as their columns).
const CARD_FIELDS = [
  "id",
  "title",
  "price",
  "operation_type",
  "property_type",
  "address",
  "neighborhood",
  "bedrooms",
  "bathrooms",
  "parking_spaces",
  "total_surface",
  "built_surface",
  "lat",
  "lng",
  "appraisal_value",
  "legal_status",
] as const;

// The columns a result card needs, with its main photo, photo count and its colonia's
// median (one primary-key lookup), for any query over `properties` joined as below.
export const cardColumns = {
  ...selectFields(...CARD_FIELDS),
  // Its street part is built from these; never answered as they are (a hidden street stays hidden).
  ...selectFields("street", "interior", "hide_address"),
  ...selectFields("created_at", "confirmed_at"),
  ...mainPhotoColumns,
  photo_count: sql<number>`(SELECT count(*) FROM property_images c WHERE c.property_id = ${properties.id})`,
  colonia_median_price_m2: sql<
    number | null
  >`(SELECT s.median_price_m2 FROM ${coloniaPriceStats} s WHERE s.location_id = ${properties.locationId} AND s.operation_type = ${properties.operationType} AND s.property_type = ${properties.propertyType})`,
  ...listingTrustColumns,
  also_listed_by: alsoListedByColumn,
  // Whether search shows it (one listing per home: the search's page keeps these).
  ...selectFields("cluster_shown"),
  // The nearest station (listing_stations' primary key), with the minutes the listing keeps.
  nearest_station_id: sql<
    string | null
  >`(SELECT ns.station_id FROM ${listingStations} ns WHERE ns.listing_id = ${properties.id} ORDER BY ns.distance_m, ns.station_id LIMIT 1)`,
  ...selectFields("nearest_station_minutes"),
};

// The same columns with each SQL one named after its key, as a query over a subquery of
// cards needs them (the selection is the same; only the subquery can then refer to them).
const namedCardColumns = Object.fromEntries(
  Object.entries(cardColumns).map(([key, value]) => [key, is(value, SQL) ? value.as(key) : value]),
) as unknown as typeof cardColumns;

// SELECT <card columns> FROM properties LEFT JOIN its main photo; callers add the rest.
// `named`: for a subquery (drizzle refers to its SQL columns by their names).
export function cardQuery(db: Db, { named = false } = {}) {
  return db
    .select(named ? namedCardColumns : cardColumns)
    .from(properties)
    .leftJoin(propertyImages, and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.isMain, true)))
    .$dynamic();
}

export type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

export function toCard(r: CardRow): PropertyCard {
  return {
    ...pickFields(r, CARD_FIELDS),
    street: publicStreet({ ...r, street: keptStreet(r) }),
    currency: "MXN",
    image: mainPhotoOf(r),
    photo_count: Number(r.photo_count),
    created_at: r.created_at.toISOString(),
    price_per_m2: pricePerM2(r),
    colonia_median_price_m2: r.colonia_median_price_m2 === null ? null : Number(r.colonia_median_price_m2),
    trust: listingTrust(r),
    confirmed_at: r.confirmed_at?.toISOString() ?? null,
    also_listed_by: Number(r.also_listed_by),
    nearest_station:
      r.nearest_station_id && r.nearest_station_minutes !== null ? stationNearby(r.nearest_station_id, r.nearest_station_minutes, null) : null,
  };
}
