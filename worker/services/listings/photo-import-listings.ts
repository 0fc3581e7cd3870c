import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties } from "../../../db/schema/properties";
import { UNTITLED_DRAFT } from "../../../domain/listings/my-listing";
import {
  PHOTO_IMPORT_LISTINGS_MAX,
  type PhotoImportListing,
  type PhotoImportListingsResponse,
} from "../../../domain/photo-import/photo-import-listing";
import { agencyOf } from "./agency-of";
import type { Actor } from "./manageable-listing";

// The listings whose photos this person may upload in bulk, for matching file names: an
// agent's own, an agency owner's agency's (every listing of an agency carries its id, as in
// "Mis propiedades"). One indexed read, (agent_id | agency_id, updated_at), most recently
// changed first, capped at PHOTO_IMPORT_LISTINGS_MAX; the photo counts are lookups on
// property_images' (property_id, …) index.
export async function listPhotoImportListings(db: Db, actor: Actor): Promise<PhotoImportListingsResponse> {
  const agencyId = actor.role === "inmobiliaria" ? await agencyOf(db, actor) : null;
  const rows = await db
    .select({
      id: properties.id,
      source_id: properties.sourceId,
      title: properties.title,
      // A borrador's title is the one typed in its draft (its column holds a placeholder).
      draft_title: sql<string | null>`CASE WHEN ${properties.status} = 'borrador' THEN json_extract(${properties.draft}, '$.title') END`,
      status: properties.status,
      // Written out: drizzle leaves a column of a one-table select unqualified, and "id" would be the image's.
      photos: sql<number>`(SELECT count(*) FROM property_images i WHERE i.property_id = properties.id)`,
    })
    .from(properties)
    .where(agencyId ? eq(properties.agencyId, agencyId) : eq(properties.agentId, actor.id))
    .orderBy(desc(properties.updatedAt))
    .limit(PHOTO_IMPORT_LISTINGS_MAX + 1);
  const items: PhotoImportListing[] = rows.slice(0, PHOTO_IMPORT_LISTINGS_MAX).map((r) => ({
    id: r.id,
    source_id: r.source_id,
    title: r.status === "borrador" ? r.draft_title?.trim() || UNTITLED_DRAFT : r.title,
    status: r.status,
    photos: Number(r.photos),
  }));
  return { items, truncated: rows.length > PHOTO_IMPORT_LISTINGS_MAX };
}
