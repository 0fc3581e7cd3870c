import { and, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { listingImportPhotos } from "../../../db/schema/listing-imports";
import { properties } from "../../../db/schema/properties";
import { IMPORT_LIMITS, type ImportRow, type ImportRowResult } from "../../../domain/listing-imports/import-contract";
import { IMPORT_ALLOWANCE_MESSAGES } from "../../../domain/listing-imports/import-allowance";
import { IMPORT_MESSAGES as M } from "../../../domain/listing-imports/import-messages";
import { isPublicPhotoUrl } from "../../../domain/listing-imports/photo-url-rule";
import { checkImportRow, duplicateSourceIds, sameDraft } from "../../../domain/listing-imports/row-check";
import type { ListingDraft } from "../../../domain/listings/listing-schema";
import { describeErrorForLog } from "../../logging/log-redaction";
import { agencyOf } from "../listings/agency-of";
import { cityPlaceholder } from "../listings/colonia";
import { borradorColumns, newListingId } from "../listings/drafts";
import type { Actor } from "../listings/manageable-listing";

export type ImportOptions = {
  // Production refuses photo URLs of private or loopback addresses (photo-url-rule.ts).
  publicPhotoUrlsOnly: boolean;
  // Takes up to `wanted` of the account's photo fetches for today and answers how many it
  // got (import-allowance.ts); the URLs beyond fail with the daily cap's message. Without
  // it, every URL is queued.
  reservePhotos?: (wanted: number) => Promise<number>;
  now?: Date;
};

// `photoListings`: the listings with photos newly pending, one queue message each.
export type ImportBatchResult = { results: ImportRowResult[]; photosQueued: number; photoListings: string[] };

type Existing = { id: string; agentId: string | null; status: string; draft: ListingDraft | null };
type PhotoPlan = { propertyId: string; all: string[]; urls: string[] };
type Planned = { index: number; result: ImportRowResult; statements: Statement[]; photos: number; photoPlan?: PhotoPlan };
type Statement = BatchItem<"sqlite">;

// One request's rows (≤ 100) become borradores of the importing person, keyed by source id
// within their agency (or their own listings without one):
//   - a new source id: a borrador (status borrador, the checked listing as its draft,
//     placeholder columns as a new draft from the form has) → created;
//   - a borrador with that source id: its draft replaced and new photo URLs queued →
//     updated, or skipped when the listing and the photo URLs are what it already has;
//   - a listing already published (or paused, closed…): left as it is → skipped, with why.
//     A live listing changes only through its edit (the price history, the search alerts and
//     the colonia's medians follow an edit the agent made on purpose, not a stale file);
//   - a source id another agent of the agency holds → failed (their listing is untouched).
// Rows are checked one by one; every write of the request goes in one batch, and if that
// batch fails (an import of the same ids at the same moment) each row is written in a batch
// of its own, so one row's failure never touches another and no row is half written.
export async function importRows(db: Db, actor: Actor, rows: ImportRow[], options: ImportOptions): Promise<ImportBatchResult> {
  const now = options.now ?? new Date();
  const agencyId = await agencyOf(db, actor);
  // The owner of an agency manages every listing of it; its agents only their own.
  const ownsAgency = actor.role === "inmobiliaria" && agencyId !== null;
  const sourceIds = [...new Set(rows.map((r) => r.source_id))];
  const scope = agencyId ? eq(properties.agencyId, agencyId) : and(eq(properties.agentId, actor.id), isNull(properties.agencyId));
  const [found, knownPhotos, [open]] = await db.batch([
    db
      .select({ id: properties.id, sourceId: properties.sourceId, agentId: properties.agentId, status: properties.status, draft: properties.draft })
      .from(properties)
      .where(and(scope, inArray(properties.sourceId, sourceIds))),
    // A URL that failed for the day's cap alone is queued again by a later import.
    db
      .select({ propertyId: listingImportPhotos.propertyId, url: listingImportPhotos.url })
      .from(listingImportPhotos)
      .where(
        and(
          sql`(${listingImportPhotos.status} <> 'fallida' OR ${listingImportPhotos.reason} IS NOT ${IMPORT_ALLOWANCE_MESSAGES.photoDailyLimit})`,
          inArray(
            listingImportPhotos.propertyId,
            db
              .select({ id: properties.id })
              .from(properties)
              .where(and(scope, inArray(properties.sourceId, sourceIds))),
          ),
        ),
      ),
    // Imported borradores count against their own cap, not the form's 20 open drafts.
    db
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.agentId, actor.id), eq(properties.status, "borrador"), isNotNull(properties.sourceId))),
  ]);
  const existing = new Map<string, Existing>(found.map((f) => [f.sourceId!, f]));
  const photoUrls = new Map<string, Set<string>>();
  for (const p of knownPhotos) (photoUrls.get(p.propertyId) ?? photoUrls.set(p.propertyId, new Set()).get(p.propertyId)!).add(p.url);
  let openImported = open?.n ?? 0;
  const duplicates = duplicateSourceIds(rows);
  let city: Awaited<ReturnType<typeof cityPlaceholder>> | null = null;

  const plans: Planned[] = [];
  for (const [index, row] of rows.entries()) {
    const result: ImportRowResult = { row: row.row, source_id: row.source_id, outcome: "failed", listing_id: null, errors: [] };
    const plan: Planned = { index, result, statements: [], photos: 0 };
    plans.push(plan);
    const duplicate = duplicates.get(index);
    if (duplicate) {
      result.errors = [duplicate];
      continue;
    }
    const checked = checkImportRow(row.listing);
    if (!checked.ok) {
      result.errors = checked.errors;
      continue;
    }
    const draft = checked.draft;
    const urls = [...new Set(row.photo_urls)];
    const current = existing.get(row.source_id);
    if (current) {
      if (current.agentId !== actor.id && !ownsAgency) {
        result.errors = [{ field: "source_id", message: M.sourceIdTaken }];
        continue;
      }
      result.listing_id = current.id;
      if (current.status !== "borrador") {
        result.outcome = "skipped";
        result.errors = [{ field: null, message: M.alreadyLive }];
        continue;
      }
      const known = photoUrls.get(current.id) ?? new Set<string>();
      const newUrls = urls.filter((u) => !known.has(u));
      const changed = !sameDraft(current.draft, draft);
      if (!changed && newUrls.length === 0) {
        result.outcome = "skipped";
        continue;
      }
      result.outcome = "updated";
      if (changed) {
        plan.statements.push(
          db
            .update(properties)
            .set({ draft, operationType: draft.operation_type, propertyType: draft.property_type, updatedAt: now })
            .where(and(eq(properties.id, current.id), eq(properties.status, "borrador"))),
        );
      }
      if (newUrls.length) plan.photoPlan = { propertyId: current.id, all: urls, urls: newUrls };
      continue;
    }
    if (openImported >= IMPORT_LIMITS.importedDraftsMax) {
      result.errors = [{ field: null, message: M.importedDraftsLimit }];
      continue;
    }
    openImported += 1;
    city ??= await cityPlaceholder(db);
    const id = newListingId();
    result.outcome = "created";
    result.listing_id = id;
    plan.statements.push(
      db.insert(properties).values({
        id,
        ...borradorColumns(city),
        operationType: draft.operation_type!,
        propertyType: draft.property_type!,
        draft,
        agentId: actor.id,
        agencyId,
        sourceId: row.source_id,
        createdAt: now,
        updatedAt: now,
      }),
    );
    if (urls.length) plan.photoPlan = { propertyId: id, all: urls, urls };
  }

  // The day's photo fetches are taken for the URLs production may fetch, in the file's
  // order; the rest of them fail at once with the cap's message.
  const fetchable = (url: string) => !options.publicPhotoUrlsOnly || isPublicPhotoUrl(url);
  const wanted = plans.reduce((n, p) => n + (p.photoPlan?.urls.filter(fetchable).length ?? 0), 0);
  let granted = wanted > 0 && options.reservePhotos ? await options.reservePhotos(wanted) : wanted;
  for (const plan of plans) {
    if (!plan.photoPlan) continue;
    const { propertyId, all, urls } = plan.photoPlan;
    const capped = new Set<string>();
    for (const url of urls.filter(fetchable)) {
      if (granted > 0) granted -= 1;
      else capped.add(url);
    }
    plan.statements.push(insertPhotos(db, propertyId, all, urls, capped, options, now));
    plan.photos = urls.filter((u) => fetchable(u) && !capped.has(u)).length;
  }

  const writes = plans.filter((p) => p.statements.length > 0);
  if (writes.length) {
    try {
      await runBatch(
        db,
        writes.flatMap((p) => p.statements),
      );
    } catch (error) {
      console.warn("listing_import_batch_retry", { error: describeErrorForLog(error) });
      for (const plan of writes) {
        try {
          await runBatch(db, plan.statements);
        } catch (rowError) {
          console.warn("listing_import_row_failed", { row: plan.result.row, error: describeErrorForLog(rowError) });
          Object.assign(plan.result, { outcome: "failed", listing_id: null, errors: [{ field: null, message: M.rowNotSaved }] });
          plan.photos = 0;
        }
      }
    }
  }
  const queued = plans.filter((p) => p.photos > 0 && p.result.listing_id);
  return {
    results: plans.map((p) => p.result),
    photosQueued: queued.reduce((n, p) => n + p.photos, 0),
    photoListings: queued.map((p) => p.result.listing_id!),
  };
}

// The row's new photo URLs, pending; an address production may not fetch fails at once,
// and one beyond the day's cap (`capped`) fails with the cap's message. A URL that failed
// for the cap before is pending again.
function insertPhotos(db: Db, propertyId: string, all: string[], urls: string[], capped: Set<string>, options: ImportOptions, now: Date) {
  const t = listingImportPhotos;
  return db
    .insert(t)
    .values(
      urls.map((url) => {
        const refused = options.publicPhotoUrlsOnly && !isPublicPhotoUrl(url);
        const reason = refused ? M.photoPrivateAddress : capped.has(url) ? IMPORT_ALLOWANCE_MESSAGES.photoDailyLimit : null;
        return {
          id: crypto.randomUUID(),
          propertyId,
          url,
          position: all.indexOf(url),
          status: reason ? ("fallida" as const) : ("pendiente" as const),
          reason,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [t.propertyId, t.url],
      set: { status: sql`excluded.status`, reason: sql`excluded.reason`, attempts: 0, leaseUntil: null, updatedAt: now },
      setWhere: sql`${t.status} = 'fallida' AND ${t.reason} = ${IMPORT_ALLOWANCE_MESSAGES.photoDailyLimit}`,
    });
}

async function runBatch(db: Db, statements: Statement[]) {
  await db.batch(statements as [Statement, ...Statement[]]);
}
