import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { refreshColoniaPriceStats } from "../price-stats";

// Deleting an account does what domain/profile/account-deletion.ts tells the person first:
//  1. a listing the person published under someone else's agency passes to that agency's
//     owner, with the messages and call requests it brought;
//  2. every other listing of the person (and, for an agency's owner, every listing of the
//     agency) is deleted: out of search, its page gone; its colonia's medians follow;
//  3. the user row goes, and with it (foreign keys ON DELETE CASCADE) the sessions, the
//     profile and zones, the agency owned, the leads received, the lists, boards and shares,
//     saved searches, verified numbers and verification requests. Leads the person sent are
//     rows of the advertiser who received them and stay.
// Returns the R2 keys nobody uses any more (listing photos no board copy shows, the photo,
// the owned agency's logo, and every proof of address the person sent: private papers leave
// with the account), for the caller to delete once the rows are gone.
/** The account's password hash, or null for an account without one (signed up with Google). */
export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [account] = await db.all<{ password: string | null }>(
    sql`SELECT password FROM accounts WHERE user_id = ${userId} AND password IS NOT NULL LIMIT 1`,
  );
  return account?.password ?? null;
}

export async function deleteAccount(db: Db, userId: string): Promise<string[]> {
  const ownedAgencies = sql`(SELECT id FROM agencies WHERE owner_id = ${userId})`;
  const othersAgency = sql`agency_id IS NOT NULL AND agency_id NOT IN ${ownedAgencies}`;
  const gone = sql`(agent_id = ${userId} AND NOT (${othersAgency})) OR agency_id IN ${ownedAgencies}`;
  return db.transaction(async (tx) => {
    const keys = await tx.all<{ storage: string | null; thumb: string | null; medium: string | null }>(sql`
      SELECT i.storage_key AS storage, i.thumbnail_key AS thumb, i.medium_key AS medium FROM property_images i
      WHERE i.property_id IN (SELECT id FROM properties WHERE ${gone})
        AND NOT EXISTS (SELECT 1 FROM cloned_property_images c WHERE c.url = i.url)`);
    const colonias = await tx.all<{ location_id: string }>(sql`SELECT DISTINCT location_id FROM properties WHERE ${gone}`);
    const [user] = await tx.all<{ image: string | null }>(sql`SELECT image FROM users WHERE id = ${userId}`);
    const proofs = await tx.all<{ key: string | null }>(
      sql`SELECT proof_key AS key FROM verification_requests WHERE user_id = ${userId} OR agency_id IN ${ownedAgencies}`,
    );
    const logos = await tx.all<{ url: string | null }>(sql`SELECT logo_url AS url FROM agencies WHERE owner_id = ${userId}`);
    const agencyOwner = sql`(SELECT owner_id FROM agencies a WHERE a.id = agency_id)`;
    await tx.run(sql`UPDATE properties SET agent_id = ${agencyOwner} WHERE agent_id = ${userId} AND ${othersAgency}`);
    await tx.run(sql`UPDATE property_leads SET recipient_id = ${agencyOwner} WHERE recipient_id = ${userId} AND ${othersAgency}`);
    await tx.run(sql`DELETE FROM properties WHERE ${gone}`);
    await refreshColoniaPriceStats(
      tx,
      colonias.map((c) => c.location_id),
    );
    await tx.run(sql`DELETE FROM users WHERE id = ${userId}`);
    const avatarKey = user?.image?.match(/^\/media\/(users\/[^?#]+)$/)?.[1];
    const logoKeys = logos.map((l) => l.url?.match(/^\/media\/(agencies\/[^?#]+)$/)?.[1]);
    return [...keys.flatMap((k) => [k.storage, k.thumb, k.medium]), avatarKey, ...logoKeys, ...proofs.map((p) => p.key)].filter(
      (k): k is string => !!k,
    );
  });
}
