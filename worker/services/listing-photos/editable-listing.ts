import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { properties } from "../../../db/schema/properties";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import { canDo } from "../../../domain/listings/listing-status";
import { DomainError } from "../../../domain/errors/domain-error";
import { requireManageableListing, type Actor } from "../listings/manageable-listing";

export type PhotoListing = { id: string; title: string; live: boolean };

// A listing whose photos this person may change: theirs (404 otherwise) and still editable
// (a sold or rented listing is closed: 409). The title is the one alt texts fall back to:
// a borrador's typed title while it is a draft.
export async function requirePhotoEditableListing(db: Db, actor: Actor, id: string): Promise<PhotoListing> {
  const listing = await requireManageableListing(db, actor, id);
  if (!canDo(listing.status, "editar")) throw new DomainError("wrong_status", M.wrongStatus);
  const [row] = await db.select({ draft: properties.draft }).from(properties).where(eq(properties.id, id));
  const draftTitle = listing.status === "borrador" ? row?.draft?.title?.trim() : undefined;
  // A listing buyers can see (or will again) keeps at least one photo.
  return { id: listing.id, title: draftTitle || listing.title, live: listing.status !== "borrador" };
}
