import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { agencies } from "../../../db/schema/agencies";
import { agencyPassSpends } from "../../../db/schema/agency-team";
import type { PassSpendKind } from "../../../domain/agencies/agency-team";
import { spendPublishPass } from "../subscriptions";

/** Whose plan pays for a listing: its agency's owner, or (no agency) the person acting. */
export async function listingPlanHolder(tx: DbOrTx, actorId: string, agencyId: string | null): Promise<string> {
  if (!agencyId) return actorId;
  const [agency] = await tx.select({ ownerId: agencies.ownerId }).from(agencies).where(eq(agencies.id, agencyId));
  return agency?.ownerId ?? actorId;
}

/**
 * Logs what a member of an agency used of its plan (a pass, the 3D tour credit) on one of
 * its listings, for the owner's "Pases y créditos usados".
 */
export async function logAgencySpend(
  tx: DbOrTx,
  actorId: string,
  listing: { id: string; title: string; agencyId: string },
  kind: PassSpendKind,
  now = new Date(),
) {
  await tx.insert(agencyPassSpends).values({
    id: crypto.randomUUID(),
    agencyId: listing.agencyId,
    agentId: actorId,
    propertyId: listing.id,
    propertyTitle: listing.title,
    kind,
    createdAt: now,
  });
}

// Who pays a listing's pass: a listing of an agency is paid by the agency's plan (its
// owner's subscription), whoever of the team publishes or renews it, and the spend is
// logged (agent, listing, when); anyone else's listing by their own plan. Give it the
// transaction that publishes, so the pass, the log and the listing change together.
export async function spendListingPass(
  tx: DbOrTx,
  actorId: string,
  listing: { id: string; title: string; agencyId: string | null },
  kind: Exclude<PassSpendKind, "recorrido_3d">,
  now = new Date(),
) {
  if (!listing.agencyId) return spendPublishPass(tx, actorId, now);
  const { agencyId } = listing;
  const spent = await spendPublishPass(tx, await listingPlanHolder(tx, actorId, agencyId), now);
  await logAgencySpend(tx, actorId, { ...listing, agencyId }, kind, now);
  return spent;
}
