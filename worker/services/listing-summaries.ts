import { and, eq, sql } from "drizzle-orm";
import type { ListingSummary } from "../../domain/dashboard/buyer-dashboard";
import { propertyImages, properties } from "../../db/schema/properties";

// The columns of the dashboard's small listing cards (main photo, thumbnail first), for a
// query over `properties` joined to its main photo with `mainPhotoJoin`.
export const summaryColumns = {
  id: properties.id,
  title: properties.title,
  price: properties.price,
  operation_type: properties.operationType,
  property_type: properties.propertyType,
  neighborhood: properties.neighborhood,
  photo_url: sql<string | null>`coalesce(${propertyImages.thumbnailUrl}, ${propertyImages.url})`,
  photo_alt: propertyImages.alt,
};

export const mainPhotoJoin = and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.isMain, true));

type SummaryRow = Omit<ListingSummary, "photo"> & { photo_url: string | null; photo_alt: string | null };

export function toSummary(r: SummaryRow): ListingSummary {
  return {
    id: r.id,
    title: r.title,
    price: r.price,
    operation_type: r.operation_type,
    property_type: r.property_type,
    neighborhood: r.neighborhood,
    photo: r.photo_url ? { url: r.photo_url, alt: r.photo_alt } : null,
  };
}
