import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { factColumns, factsFromRow } from "../listing-model/facts";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client";
import { locations } from "../../../db/schema/locations";
import { properties, propertyImages } from "../../../db/schema/properties";
import type { ExportedListing } from "../../../domain/listing-imports/listing-export";
import { agencyOf } from "../listings/agency-of";
import type { Actor } from "../listings/manageable-listing";

// Whose published listings a person exports: an agency owner the agency's (whichever agent
// holds them), an independent agent their own. An agent who works for an agency exports
// nothing (null): its catalogue is the agency's, exported by its owner.
export async function exportScope(db: Db, actor: Actor): Promise<SQL | null> {
  const agencyId = await agencyOf(db, actor);
  if (actor.role === "inmobiliaria" && agencyId) return and(eq(properties.status, "publicada"), eq(properties.agencyId, agencyId))!;
  if (agencyId) return null;
  return and(eq(properties.status, "publicada"), eq(properties.agentId, actor.id), isNull(properties.agencyId))!;
}

export async function countExportable(db: Db, scope: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(properties)
    .where(scope);
  return Number(row?.n ?? 0);
}

/** A page of 100 lets 1,009 listings go in 11 pages of two queries each. */
export const EXPORT_PAGE_SIZE = 100;

const alcaldia = alias(locations, "alcaldia");

/** The next page of exported listings after `afterId` (by id), with their photos' absolute URLs. */
export async function exportPage(db: Db, scope: SQL, afterId: string | null, origin: string): Promise<ExportedListing[]> {
  const p = properties;
  const rows = await db
    .select({
      id: p.id,
      sourceId: p.sourceId,
      colonia: locations.nombreCanonico,
      alcaldia: alcaldia.nombreCanonico,
      operationType: p.operationType,
      propertyType: p.propertyType,
      price: p.price,
      maintenance: p.maintenance,
      appraisalValue: p.appraisalValue,
      legalStatus: p.legalStatus,
      street: p.street,
      interior: p.interior,
      lat: sql<number>`coalesce(${p.pinLat}, ${p.lat})`,
      lng: sql<number>`coalesce(${p.pinLng}, ${p.lng})`,
      hideAddress: p.hideAddress,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      parkingSpaces: p.parkingSpaces,
      builtSurface: p.builtSurface,
      totalSurface: p.totalSurface,
      ageYears: p.ageYears,
      features: p.features,
      ...factColumns,
      title: p.title,
      description: p.description,
      descriptionEn: p.descriptionEn,
      updatedAt: p.updatedAt,
    })
    .from(p)
    .innerJoin(locations, eq(locations.id, p.locationId))
    .leftJoin(alcaldia, eq(alcaldia.id, p.municipioId))
    .where(afterId ? and(scope, gt(p.id, afterId)) : scope)
    .orderBy(asc(p.id))
    .limit(EXPORT_PAGE_SIZE);
  if (!rows.length) return [];
  const photos = await db
    .select({ propertyId: propertyImages.propertyId, url: propertyImages.url })
    .from(propertyImages)
    .where(
      inArray(
        propertyImages.propertyId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(propertyImages.isMain), asc(propertyImages.displayOrder), asc(propertyImages.id));
  const photosOf = new Map<string, string[]>();
  for (const photo of photos) {
    const url = photo.url.startsWith("/") ? origin + photo.url : photo.url;
    photosOf.set(photo.propertyId, [...(photosOf.get(photo.propertyId) ?? []), url]);
  }
  return rows.map((r) => ({
    id: r.id,
    source_id: r.sourceId,
    colonia: r.colonia,
    alcaldia: r.alcaldia,
    operation_type: r.operationType,
    property_type: r.propertyType,
    price: r.price,
    maintenance: r.maintenance,
    appraisal_value: r.appraisalValue,
    legal_status: r.legalStatus,
    street: r.street,
    interior: r.interior,
    lat: Number(r.lat),
    lng: Number(r.lng),
    hide_address: r.hideAddress,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    parking_spaces: r.parkingSpaces,
    built_surface: r.builtSurface,
    total_surface: r.totalSurface,
    age_years: r.ageYears,
    features: r.features,
    facts: factsFromRow(r),
    title: r.title,
    description: r.description,
    description_en: r.descriptionEn,
    photo_urls: photosOf.get(r.id) ?? [],
    updated_at: new Date(r.updatedAt).toISOString(),
  }));
}

/** Every exportable listing, a page at a time. */
export async function* exportedListings(db: Db, scope: SQL, origin: string): AsyncGenerator<ExportedListing[]> {
  let after: string | null = null;
  for (;;) {
    const page = await exportPage(db, scope, after, origin);
    if (!page.length) return;
    yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    after = page[page.length - 1].id;
  }
}
