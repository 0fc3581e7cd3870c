import { sql } from "drizzle-orm";
import { inList } from "../sql/in-list";
import type { DbOrTx } from "../../../db/client";
import { copiedListings, type CopiedListing } from "../../../domain/photo-fingerprints/clone-rule";
import { listingPhotos, nearPhotos } from "./near-photos";

// Which listings a listing's photos copy, under the clone rule, among the listings it may be
// compared with: another advertiser's (not its own agent, nor its agency), showing another
// contact (none of the phone and WhatsApp numbers a listing page shows in common), that were
// ever published and neither hidden by an operator nor held as a copy itself (a scam is no
// original: its advertiser's victim publishing their own photos again is not held for it).

// rowsRead: what the near-match lookup of its `looked` informative photos read (the trust bench's figure).
export type PhotoCheck = { copied: CopiedListing[]; awaiting: number; rowsRead: number; looked: number };

type Party = { id: string; agent_id: string; agency_id: string | null; status: string; hold_reason: string | null; numbers: string | null };

export async function checkListingPhotos(db: DbOrTx, propertyId: string): Promise<PhotoCheck> {
  const { own, awaiting } = await listingPhotos(db, propertyId);
  const near = await nearPhotos(db, propertyId, own);
  if (near.others.length === 0) return { copied: [], awaiting, rowsRead: near.rowsRead, looked: own.length };
  const ids = [...new Set([propertyId, ...near.others.map((o) => o.propertyId)])];
  const parties = await db.all<Party>(sql`
    SELECT p.id, p.agent_id, p.agency_id, p.status, h.reason AS hold_reason,
           json_array(ap.phone, ap.whatsapp, a.phone, a.whatsapp) AS numbers
    FROM properties p
    LEFT JOIN agent_profiles ap ON ap.user_id = p.agent_id
    LEFT JOIN agencies a ON a.id = p.agency_id
    LEFT JOIN listing_holds h ON h.property_id = p.id AND h.resolved_at IS NULL
    WHERE p.id IN (${inList(ids)})`);
  const self = parties.find((p) => p.id === propertyId);
  if (!self) return { copied: [], awaiting, rowsRead: near.rowsRead, looked: own.length };
  const side = new Map(parties.filter((p) => p.id !== propertyId).map((p) => [p.id, sideOf(self, p)]));
  const others = near.others.flatMap((o) => {
    const s = side.get(o.propertyId);
    return s && s !== "ignored" ? [{ ...o, comparable: s === "other" }] : [];
  });
  return { copied: copiedListings(own, others), awaiting, rowsRead: near.rowsRead, looked: own.length };
}

const numbersOf = (p: Party): string[] => (JSON.parse(p.numbers ?? "[]") as (string | null)[]).filter((n): n is string => !!n);

// "own": the same advertiser or contact (their photos were theirs first); "other": another
// advertiser's listing this one may copy; "ignored": another's that is no original.
function sideOf(self: Party, other: Party): "own" | "other" | "ignored" {
  if (other.agent_id === self.agent_id) return "own";
  if (self.agency_id !== null && other.agency_id === self.agency_id) return "own";
  const mine = new Set(numbersOf(self));
  if (numbersOf(other).some((n) => mine.has(n))) return "own";
  if (other.status === "borrador" || other.status === "oculta" || other.hold_reason === "fotos_copiadas") return "ignored";
  return "other";
}
