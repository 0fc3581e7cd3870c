import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { locations } from "../../../db/schema/locations";
import { properties } from "../../../db/schema/properties";
import { listingDraftSchema, type ListingDraft } from "../../../domain/listings/listing-schema";
import type { LatestDraft, ListingEditor } from "../../../domain/listings/my-listing";
import { LISTING_LIMITS } from "../../../domain/listings/listing-limits";
import { LISTING_MESSAGES } from "../../../domain/listings/listing-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import { listListingPhotos } from "../listing-photos/list-photos";
import { agencyOf } from "./agency-of";
import { editorQuery, liveListingDraft } from "../listing-model/editor";
import { cityPlaceholder } from "./colonia";
import { manageableBy, requireManageableListing, type Actor } from "./manageable-listing";

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

// Listing ids look like the seeded ones: 14 random lower-case letters and digits.
export function newListingId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("");
}

/**
 * The columns of a borrador before it is published: placeholders (no search, page or count
 * ever shows a borrador), in the city's place; what the agent typed lives in `draft`.
 */
export function borradorColumns(city: { id: string; lat: number; lng: number }) {
  return {
    title: "Borrador",
    price: 0,
    address: "",
    neighborhood: "",
    locationId: city.id,
    lat: city.lat,
    lng: city.lng,
    status: "borrador",
  } as const;
}

// A new borrador. Until the agent fills it in, its columns hold placeholders (no search,
// page or count ever shows a borrador); what the agent typed lives in `draft`. Drafts
// cost storage and no pass, so an agent keeps a limited number of them open. Imported
// borradores (with a source id) have their own, larger cap (IMPORT_LIMITS.importedDraftsMax)
// and do not count here.
export async function createDraft(db: Db, actor: Actor): Promise<ListingEditor> {
  const [open] = await db
    .select({ n: count() })
    .from(properties)
    .where(and(eq(properties.agentId, actor.id), eq(properties.status, "borrador"), isNull(properties.sourceId)));
  if (open && open.n >= LISTING_LIMITS.openDraftsMax) throw new DomainError("too_many_drafts", LISTING_MESSAGES.tooManyDrafts);
  const city = await cityPlaceholder(db);
  const id = newListingId();
  await db.insert(properties).values({
    id,
    ...borradorColumns(city),
    operationType: "venta",
    propertyType: "departamento",
    draft: {},
    agentId: actor.id,
    agencyId: await agencyOf(db, actor),
  });
  return getEditor(db, actor, id);
}

// The last borrador the agent touched, to offer "Continuar borrador".
export async function latestDraft(db: Db, actor: Actor): Promise<LatestDraft> {
  const [row] = await db
    .select({ id: properties.id, draft: properties.draft, updated_at: properties.updatedAt })
    .from(properties)
    .where(and(eq(properties.agentId, actor.id), eq(properties.status, "borrador")))
    .orderBy(desc(properties.updatedAt))
    .limit(1);
  if (!row) return null;
  return { id: row.id, title: row.draft?.title ?? null, updated_at: row.updated_at.toISOString() };
}

// What the form edits: a borrador's saved draft, or a live listing's columns as a draft.
export async function getEditor(db: Db, actor: Actor, id: string): Promise<ListingEditor> {
  const [row] = await editorQuery(db).where(and(eq(properties.id, id), manageableBy(actor)));
  if (!row) await requireManageableListing(db, actor, id); // throws the 404
  const { status, draft, updated_at } = row!;
  const values: ListingDraft = status === "borrador" ? (draft ?? {}) : liveListingDraft(row!);
  const locationId = values.location_id;
  const [place] = locationId ? await db.select({ name: locations.nombreCanonico }).from(locations).where(eq(locations.id, locationId)) : [];
  return {
    id,
    status,
    draft: values,
    location_name: place?.name ?? null,
    photos: await listListingPhotos(db, id),
    updated_at: updated_at.toISOString(),
  };
}

// Autosave: the fields that changed, each valid on its own, merged into a borrador's draft.
export async function saveDraft(db: Db, actor: Actor, id: string, changes: ListingDraft): Promise<{ updated_at: string }> {
  const listing = await requireManageableListing(db, actor, id);
  if (listing.status !== "borrador") {
    // A live listing is edited as a whole (PUT), never half-saved in public.
    throw new DomainError("not_a_draft", LISTING_MESSAGES.notADraft);
  }
  // Merged in the database, one UPDATE: two autosaves at once each keep their fields
  // (read-merge-write would lose one). Keys are the schema's field names.
  const entries = Object.entries(listingDraftSchema.parse(changes)).filter(([, v]) => v !== undefined);
  const current = sql`coalesce(${properties.draft}, '{}')`;
  const merged = entries.length
    ? sql`json_set(${current}, ${sql.join(
        entries.map(([k, v]) => sql`${`$.${k}`}, json(${JSON.stringify(v)})`),
        sql`, `,
      )})`
    : current;
  const now = new Date();
  const [saved] = await db
    .update(properties)
    .set({
      draft: merged,
      // Kept in step so the dashboard can show the draft's kind of listing.
      ...(changes.operation_type ? { operationType: changes.operation_type } : {}),
      ...(changes.property_type ? { propertyType: changes.property_type } : {}),
      updatedAt: now,
    })
    .where(and(eq(properties.id, id), eq(properties.status, "borrador")))
    .returning({ id: properties.id });
  if (!saved) throw new DomainError("not_a_draft", LISTING_MESSAGES.notADraft);
  return { updated_at: now.toISOString() };
}
