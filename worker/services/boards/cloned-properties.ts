// A board card's detail and its photos, for the owning agent or whoever holds the link.
import { personTrust } from "../trust/advertiser-trust";
import { clonePhotoUrl, mediaKeyOf } from "../trust/share-sheet";
import { desc, eq } from "drizzle-orm";
import type { ClonedPropertyDetail } from "../../../domain/boards/board";
import type { Db } from "../../../db/client";
import { boardItems, clientBoards, clonedProperties, clonedPropertyImages } from "../../../db/schema/boards";
import { DomainError } from "../../../domain/errors/domain-error";
import { agentCardQuery } from "../property-detail";
import { LISTING_GONE } from "../../../domain/properties/availability-messages";
import { boardByToken } from "./board-rows";

// A board card's detail, for the owning agent or whoever holds the board's live link.
export async function clonedPropertyFor(db: Db, cloneId: string, access: { agentId?: string; token?: string }): Promise<ClonedPropertyDetail> {
  const [row] = await db
    .select({ clone: clonedProperties, boardId: boardItems.boardId, agentId: clientBoards.agentId })
    .from(clonedProperties)
    .innerJoin(boardItems, eq(boardItems.clonedPropertyId, clonedProperties.id))
    .innerJoin(clientBoards, eq(clientBoards.id, boardItems.boardId))
    .where(eq(clonedProperties.id, cloneId));
  const notFound = new DomainError("not_found", LISTING_GONE);
  if (!row) throw notFound;
  const byToken = access.token ? await boardByToken(db, access.token) : null;
  if (row.agentId !== access.agentId && byToken?.id !== row.boardId) throw notFound;
  const [images, agents] = await db.batch([
    db
      .select({ url: clonedPropertyImages.url, is_main: clonedPropertyImages.isMain })
      .from(clonedPropertyImages)
      .where(eq(clonedPropertyImages.clonedPropertyId, cloneId))
      .orderBy(desc(clonedPropertyImages.isMain), clonedPropertyImages.displayOrder),
    agentCardQuery(db, row.agentId),
  ]);
  const c = row.clone;
  return {
    id: c.id,
    title: c.title,
    price: c.price,
    operation_type: c.operationType,
    property_type: c.propertyType,
    address: c.address,
    neighborhood: c.neighborhood,
    bedrooms: c.bedrooms,
    bathrooms: c.bathrooms,
    parking_spaces: c.parkingSpaces,
    total_surface: c.totalSurface,
    built_surface: c.builtSurface,
    image_url: clonePhotoUrl(c.id, images[0]?.url ?? null),
    photo_count: images.length,
    maintenance: c.maintenance,
    description: c.description,
    features: c.features,
    images: images.map((image) => ({ ...image, url: clonePhotoUrl(c.id, image.url) ?? image.url })),
    board_id: row.boardId,
    trust: agents[0] ? personTrust(agents[0]) : null,
  };
}

// The storage key of one photo of a board card, by its file name (the photo of a public
// listing: only its path, which carries the listing's id, is kept off the board's pages).
export async function clonePhotoKey(db: Db, cloneId: string, file: string): Promise<string | null> {
  if (!/^[a-z0-9_-]{1,200}\.(?:webp|avif|jpg|jpeg|png)$/i.test(file)) return null;
  const rows = await db
    .select({ url: clonedPropertyImages.url })
    .from(clonedPropertyImages)
    .where(eq(clonedPropertyImages.clonedPropertyId, cloneId));
  const url = rows.map((r) => r.url).find((u) => u.endsWith(`/${file}`));
  return url ? mediaKeyOf(url) : null;
}
