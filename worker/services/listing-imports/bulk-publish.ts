import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { userSubscriptions } from "../../../db/schema/billing";
import { listingImportPhotos } from "../../../db/schema/listing-imports";
import { locations } from "../../../db/schema/locations";
import { properties, propertyImages } from "../../../db/schema/properties";
import type { BulkPublishAnswer, BulkPublishInput } from "../../../domain/listing-imports/import-api";
import type { ImportRowError } from "../../../domain/listing-imports/import-contract";
import { IMPORT_MESSAGES } from "../../../domain/listing-imports/import-messages";
import { rowErrors } from "../../../domain/listing-imports/row-check";
import { COMMON_MESSAGES } from "../../../domain/errors/common-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import { LISTING_MESSAGES as M } from "../../../domain/listings/listing-messages";
import { listingSchema } from "../../../domain/listings/listing-schema";
import { describeErrorForLog } from "../../logging/log-redaction";
import { publishListing } from "../listings/publish";
import { manageableBy, type Actor } from "../listings/manageable-listing";

// Publishing many imported borradores at once. Without confirm it only says what would
// happen: which are complete (the same checks as a publish: the whole listing, its colonia,
// a photo), which are not and why, and the passes the person has. With confirm each ready
// borrador goes through the one publish there is (publishListing: its own transaction that
// spends one pass and makes it public), in the order given, until the passes run out; the
// rest stay borradores with their reason. Listings the person does not manage are reported
// as not found, exactly like ids that do not exist.
export async function bulkPublish(db: Db, actor: Actor, input: BulkPublishInput, now = new Date()): Promise<BulkPublishAnswer> {
  const ids = [...new Set(input.ids)];
  const [found, photos, pending, subscription] = await db.batch([
    db
      .select({ id: properties.id, status: properties.status, draft: properties.draft })
      .from(properties)
      .where(and(inArray(properties.id, ids), manageableBy(actor))),
    db
      .select({ id: propertyImages.propertyId, n: count() })
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, ids))
      .groupBy(propertyImages.propertyId),
    db
      .select({ id: listingImportPhotos.propertyId, n: count() })
      .from(listingImportPhotos)
      .where(and(inArray(listingImportPhotos.propertyId, ids), eq(listingImportPhotos.status, "pendiente")))
      .groupBy(listingImportPhotos.propertyId),
    db
      .select({ passes: userSubscriptions.passesRemaining, rollover: userSubscriptions.rolloverPasses })
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.userId, actor.id), eq(userSubscriptions.status, "active"))),
  ]);
  const photoCount = new Map(photos.map((p) => [p.id, p.n]));
  const pendingCount = new Map(pending.map((p) => [p.id, p.n]));
  const byId = new Map(found.map((f) => [f.id, f]));

  const parsed = new Map(found.map((f) => [f.id, listingSchema.safeParse(f.draft ?? {})]));
  const placeIds = [...new Set([...parsed.values()].flatMap((p) => (p.success ? [p.data.location_id] : [])))];
  const colonias = new Set(
    placeIds.length
      ? (
          await db
            .select({ id: locations.id })
            .from(locations)
            .where(and(inArray(locations.id, placeIds), eq(locations.tipo, "colonia")))
        ).map((l) => l.id)
      : [],
  );

  const answer: BulkPublishAnswer = {
    confirmed: input.confirm,
    passes_available: subscription[0] ? subscription[0].passes + subscription[0].rollover : 0,
    ready: [],
    published: [],
    held: [],
    not_found: [],
  };
  for (const id of ids) {
    const listing = byId.get(id);
    if (!listing) {
      answer.not_found.push(id);
      continue;
    }
    const reasons = problemsOf(listing.status, parsed.get(id)!, colonias, photoCount.get(id) ?? 0, pendingCount.get(id) ?? 0);
    if (reasons.length) answer.held.push({ id, reasons });
    else answer.ready.push(id);
  }
  if (!input.confirm) return answer;

  const ready = answer.ready;
  answer.ready = [];
  let outOfPasses = false;
  for (const id of ready) {
    if (outOfPasses) {
      answer.held.push({ id, reasons: [{ field: null, message: M.noPasses }] });
      continue;
    }
    try {
      const result = await publishListing(db, actor, id, now);
      answer.published.push({ id, expires_at: result.expires_at, in_review: result.held });
      answer.passes_available = result.passes.passes_remaining + result.passes.rollover_passes;
    } catch (error) {
      if (error instanceof DomainError) {
        if (error.code === "no_passes") {
          outOfPasses = true;
          answer.passes_available = 0;
        }
        const fields = Object.entries(error.fields ?? {}).flatMap(([field, messages]) => messages.map((message) => ({ field, message })));
        answer.held.push({ id, reasons: fields.length ? fields : [{ field: null, message: error.message }] });
      } else {
        console.error("bulk_publish_failed", { id, error: describeErrorForLog(error) });
        answer.held.push({ id, reasons: [{ field: null, message: COMMON_MESSAGES.requestFailed }] });
      }
    }
  }
  return answer;
}

// Why a listing cannot be published now (empty: it can), in the words of a single publish.
function problemsOf(
  status: string,
  parsed: ReturnType<typeof listingSchema.safeParse>,
  colonias: Set<string>,
  photos: number,
  pendingPhotos: number,
): ImportRowError[] {
  if (status !== "borrador") return [{ field: null, message: M.notADraft }];
  if (!parsed.success) return rowErrors(parsed.error);
  const reasons: ImportRowError[] = [];
  if (!colonias.has(parsed.data.location_id)) reasons.push({ field: "location_id", message: M.location });
  if (photos === 0) reasons.push({ field: "photos", message: pendingPhotos > 0 ? IMPORT_MESSAGES.photosPending : M.photosRequired });
  return reasons;
}
