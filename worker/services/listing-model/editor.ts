import type { Db } from "../../../db/client";
import { properties } from "../../../db/schema/properties";
import { listingFields, type ListingDraft } from "../../../domain/listings/listing-schema";
import { keptStreet } from "../../../domain/listings/public-address";
import { factColumns, factsFromRow } from "./facts";
import { pickFields, selectFields } from "./fields";

// The form's fields (listing-schema.ts), each named as the column it is stored in.
const FORM_FIELDS = Object.keys(listingFields) as (keyof typeof listingFields)[];

// A live listing as the form edits it: its fields, and what its street and pin are read from.
export function editorQuery(db: Db) {
  return db
    .select({ ...selectFields(...FORM_FIELDS), ...factColumns, ...selectFields("address", "pin_lat", "pin_lng", "status", "draft", "updated_at") })
    .from(properties)
    .$dynamic();
}

export type EditorRow = Awaited<ReturnType<typeof editorQuery>>[number];

/**
 * A live listing's columns as a draft: what the publish wrote (write.ts), read back. The
 * form's pin is the agent's (lat and lng are the colonia's centre when only the colonia
 * shows); a listing written before the street was kept apart edits its whole address.
 */
export function liveListingDraft(r: EditorRow): ListingDraft {
  return {
    ...pickFields(r, FORM_FIELDS),
    ...factsFromRow(r),
    street: keptStreet(r),
    interior: r.interior ?? "",
    lat: r.pin_lat ?? r.lat,
    lng: r.pin_lng ?? r.lng,
  };
}
