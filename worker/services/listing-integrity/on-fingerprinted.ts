import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listingHolds } from "../../../db/schema/moderation";
import { properties } from "../../../db/schema/properties";
import type { ListingStatus } from "../../../domain/listings/listing-status";
import { statusAfterHold } from "../../../domain/trust/hold-return";
import { readConfig } from "../../env";
import { describeErrorForLog } from "../../logging/log-redaction";
import { publicOrigin } from "../../public-origin";
import { notifyListingHeld } from "../listing-reports/advertiser-holds";
import { refreshColoniaPriceStats } from "../price-stats";
import { alertOnListingWrite } from "../saved-search-alerts/listing-matches";
import { alertMailer } from "../saved-search-alerts/alert-mailer";
import { sendListingAlerts } from "../saved-search-alerts/send-alerts";
import { checkListingPhotos } from "./copied-listings";
import { reclusterListing } from "../listing-clusters/recluster";

// Where the links of an e-mail sent without a request lead on a developer's machine (no
// PUBLIC_URL): the address `npm start` serves.
const LOCAL_ORIGIN = "http://localhost:8787";

type Waiting = { id: string; previous_status: ListingStatus; status: ListingStatus; expires_at: number | null; location_id: string | null };

export type FingerprintOutcome = "copied" | "released" | "waiting" | "nothing";

/**
 * Called by the fingerprint pipeline after one of a listing's photos got its fingerprint
 * (any number of times, in any order). It acts only on a listing waiting for its photos
 * (an open fotos_por_verificar hold): photos that copy another advertiser's listing turn the
 * wait into a fotos_copiadas hold and its advertiser is e-mailed; once no photo is waiting
 * and none copies, the wait is removed (it was no review: no closed hold is left behind)
 * and the listing goes back to where it was (published, or expired if its period ended).
 * A listing without such a hold is left alone, so a redelivered message or an operator's
 * restore is never undone here.
 *
 * `env`: the worker's bindings (or its parsed configuration): read for the e-mail's sender
 * and PUBLIC_URL only.
 */
export async function onPhotoFingerprinted(db: Db, env: object, propertyId: string, now = new Date()): Promise<FingerprintOutcome> {
  const outcome = await db.transaction(async (tx): Promise<{ outcome: FingerprintOutcome; status?: ListingStatus }> => {
    const [waiting] = await tx.all<Waiting>(sql`
      SELECT h.id, h.previous_status, p.status, p.expires_at, p.location_id
      FROM listing_holds h JOIN properties p ON p.id = h.property_id
      WHERE h.property_id = ${propertyId} AND h.resolved_at IS NULL AND h.reason = 'fotos_por_verificar'`);
    if (!waiting || waiting.status !== "en_revision") return { outcome: "nothing" };
    const check = await checkListingPhotos(tx, propertyId);
    if (check.copied.length > 0) {
      await tx
        .update(listingHolds)
        .set({ reason: "fotos_copiadas", createdAt: now })
        .where(and(eq(listingHolds.id, waiting.id), isNull(listingHolds.resolvedAt)));
      return { outcome: "copied" };
    }
    if (check.awaiting > 0) return { outcome: "waiting" };
    const status = statusAfterHold(waiting.previous_status, waiting.expires_at, now);
    await tx.delete(listingHolds).where(eq(listingHolds.id, waiting.id));
    await tx
      .update(properties)
      .set({ status })
      .where(and(eq(properties.id, propertyId), eq(properties.status, "en_revision")));
    await refreshColoniaPriceStats(tx, [waiting.location_id]);
    return { outcome: "released", status };
  });
  // A fingerprint can make two advertisers' listings one home (a near photo joins them):
  // the listing's cluster is looked at again once its photos are clear.
  if (outcome.outcome === "released" || outcome.outcome === "nothing") await reclusterListing(db, propertyId);
  if (outcome.outcome === "copied") {
    try {
      const config = readConfig(env);
      await notifyListingHeld(db, config, publicOrigin(config, LOCAL_ORIGIN), propertyId, "fotos_copiadas");
    } catch (error) {
      console.error("listing_held_mail_failed", { propertyId, error: describeErrorForLog(error) });
    }
  }
  if (outcome.status === "publicada") {
    // Out of its wait, the listing is news as a publish is: its matches are recorded and the
    // instant searches e-mailed now, as the publish route would have (an e-mail that fails
    // stays due for the cron).
    await alertOnListingWrite(db, propertyId, { now });
    try {
      const config = readConfig(env);
      await sendListingAlerts(db, alertMailer(db, config, publicOrigin(config, LOCAL_ORIGIN)), propertyId);
    } catch (error) {
      console.error("saved_search_alert_failed", { propertyId, error: describeErrorForLog(error) });
    }
  }
  return outcome.outcome;
}
