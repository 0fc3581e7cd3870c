import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { copiedListings, type CopiedListing } from "../../../domain/photo-fingerprints/clone-rule";
import { listingPhotos, nearPhotos } from "./near-photos";

// Which listings a listing's photos copy, under the clone rule, among the listings it may be
// compared with: another advertiser's (not its own agent, nor its agency), showing another
// contact (none of the phone and WhatsApp numbers a listing page shows in common), that were
// ever published and not hidden by an operator (a hidden scam is no original).

export type PhotoCheck = { copied: CopiedListing[]; awaiting: number; rowsRead: number };

type Party = { id: string; agent_id: string; agency_id: string | null; status: string; numbers: string | null };

const inList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export async function checkListingPhotos(db: DbOrTx, propertyId: string): Promise<PhotoCheck> {
  const { own, awaiting } = await listingPhotos(db, propertyId);
  const near = await nearPhotos(db, propertyId, own);
  if (near.others.length === 0) return { copied: [], awaiting, rowsRead: near.rowsRead };
  const ids = [...new Set([propertyId, ...near.others.map((o) => o.propertyId)])];
  const parties = await db.all<Party>(sql`
    SELECT p.id, p.agent_id, p.agency_id, p.status,
           json_array(ap.phone, ap.whatsapp, a.phone, a.whatsapp) AS numbers
    FROM properties p
    LEFT JOIN agent_profiles ap ON ap.user_id = p.agent_id
    LEFT JOIN agencies a ON a.id = p.agency_id
    WHERE p.id IN (${inList(ids)})`);
  const self = parties.find((p) => p.id === propertyId);
  if (!self) return { copied: [], awaiting, rowsRead: near.rowsRead };
  const comparable = new Set(parties.filter((p) => p.id !== propertyId && comparableWith(self, p)).map((p) => p.id));
  const others = near.others.filter((o) => comparable.has(o.propertyId));
  return { copied: copiedListings(own, others), awaiting, rowsRead: near.rowsRead };
}

const numbersOf = (p: Party): string[] => (JSON.parse(p.numbers ?? "[]") as (string | null)[]).filter((n): n is string => !!n);

function comparableWith(self: Party, other: Party): boolean {
  if (other.status === "borrador" || other.status === "oculta") return false;
  if (other.agent_id === self.agent_id) return false;
  if (self.agency_id !== null && other.agency_id === self.agency_id) return false;
  const mine = new Set(numbersOf(self));
  return !numbersOf(other).some((n) => mine.has(n));
}
