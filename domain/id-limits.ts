// How long a record id or a link token may be, zod-free so the app's first code can check
// an id without loading zod (domain/ids.ts builds the API's schemas on the same numbers).

// Record ids (listings, lists, boards, photos, leads…): ours are far shorter; anything
// longer is refused before a query runs.
export const ID_MAX_LENGTH = 64;
// Share and board links carry 43 characters (256 bits); unknown tokens of any shape up to
// this length are looked up and answer 404.
export const TOKEN_MAX_LENGTH = 128;

/** Whether `value` can be a record id (what recordIdSchema accepts). */
export function canBeRecordId(value: string): boolean {
  return value.length >= 1 && value.length <= ID_MAX_LENGTH;
}
