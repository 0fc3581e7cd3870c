import { sql } from "drizzle-orm";
import { inList } from "../sql/in-list";
import type { DbOrTx } from "../../../db/client";
import type { ListingStatus } from "../../../domain/listings/listing-status";
import type { PhotoHoldReason } from "../../../domain/trust/listing-holds";
import type { CopiedListingEvidence, DeskPhoto } from "../../../domain/trust/operator-desk-types";
import { checkListingPhotos } from "../listing-integrity/copied-listings";

// The listings a held listing's photos copy, as the desk shows them beside it: computed now
// (not when it was held), so an edit since shows; only for listings held for their photos.

const PHOTO_HOLDS: readonly string[] = ["fotos_copiadas", "fotos_por_verificar"] satisfies PhotoHoldReason[];
const COPIED_LISTINGS_SHOWN = 3;

export async function copyEvidence(db: DbOrTx, held: { id: string; holdReason: string | null }[]): Promise<Map<string, CopiedListingEvidence[]>> {
  const result = new Map<string, CopiedListingEvidence[]>();
  const checked = await Promise.all(
    held
      .filter((l) => l.holdReason && PHOTO_HOLDS.includes(l.holdReason))
      .map(async (l) => ({ id: l.id, check: await checkListingPhotos(db, l.id) })),
  );
  const copies = checked.map((c) => ({ id: c.id, copied: c.check.copied.slice(0, COPIED_LISTINGS_SHOWN) })).filter((c) => c.copied.length > 0);
  if (copies.length === 0) return result;
  const listingIds = [...new Set(copies.flatMap((c) => c.copied.map((x) => x.propertyId)))];
  const imageIds = [...new Set(copies.flatMap((c) => c.copied.flatMap((x) => x.pairs.flatMap((p) => [p.imageId, p.otherImageId]))))];
  const [listings, images] = await Promise.all([
    db.all<{
      id: string;
      title: string;
      status: ListingStatus;
      price: number;
      operation_type: string;
      neighborhood: string | null;
      advertiser: string;
      phone: string | null;
      agency_name: string | null;
    }>(sql`
      SELECT p.id, p.title, p.status, p.price, p.operation_type, p.neighborhood, u.name AS advertiser,
             coalesce(ap.phone, ap.whatsapp, a.phone, a.whatsapp) AS phone, a.name AS agency_name
      FROM properties p JOIN users u ON u.id = p.agent_id
      LEFT JOIN agent_profiles ap ON ap.user_id = p.agent_id LEFT JOIN agencies a ON a.id = p.agency_id
      WHERE p.id IN (${inList(listingIds)})`),
    db.all<{ id: string; url: string; alt: string | null }>(sql`
      SELECT id, coalesce(thumbnail_url, medium_url, url) AS url, alt FROM property_images WHERE id IN (${inList(imageIds)})`),
  ]);
  const photo = new Map<string, DeskPhoto>(images.map((i) => [i.id, { url: i.url, alt: i.alt }]));
  const listing = new Map(listings.map((l) => [l.id, l]));
  for (const c of copies) {
    result.set(
      c.id,
      c.copied.flatMap((x) => {
        const l = listing.get(x.propertyId);
        if (!l) return [];
        const pairs = x.pairs.flatMap((p) => {
          const mine = photo.get(p.imageId);
          const theirs = photo.get(p.otherImageId);
          return mine && theirs ? [{ photo: mine, original: theirs, distance: p.distance }] : [];
        });
        return [
          {
            id: l.id,
            title: l.title,
            status: l.status,
            price: l.price,
            operationType: l.operation_type,
            neighborhood: l.neighborhood,
            advertiser: l.advertiser,
            phone: l.phone,
            agencyName: l.agency_name,
            pairs,
          },
        ];
      }),
    );
  }
  return result;
}
