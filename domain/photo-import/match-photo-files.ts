// Which listing a photo belongs to, read from its file name: the listing's id or its source
// id (the id it had in the system it came from) at the start of the name, then optionally a
// separator and the photo's order number.
//
//   EB-1234_03.jpg   → the listing with source id EB-1234, 3rd photo
//   abc123-1.webp    → the listing with id abc123, 1st photo
//   EB-1234.png      → EB-1234, no number (after the numbered ones, by name)
//   EB-1234 cocina.jpg, EB-1234 (2).jpg → EB-1234
//
// Rules:
// - case does not matter, nor the extension;
// - the longest id that matches wins: with EB-12 and EB-123, "EB-123_1" is EB-123's;
// - after the id comes the end of the name, digits alone (the order: "EB-1203" is EB-12's
//   3rd photo unless EB-120 or EB-1203 exist), or a separator (space . _ - # ( ) [ ]) and
//   then anything, whose leading digits are the order. Any other letter or digit means
//   the id was only the start of another one ("EB-123_1" is not EB-12's);
// - when the file name names no listing, the folder it came in may (a folder per listing,
//   "EB-1234/sala.jpg"), without an order: such photos go by name;
// - an id equal to another listing's source id means the listing with that id.

export type MatchTarget = { id: string; source_id: string | null };
export type PhotoMatch = { listingId: string; order: number | null };

const SEPARATOR = /[\s._\-#()[\]]/;
const EXTENSION = /\.[a-z0-9]{1,5}$/i;

const normalise = (text: string) => text.normalize("NFC").trim().toLowerCase();

/** The name without its folders and extension, normalised for matching. */
export function fileStem(path: string): string {
  const name = path.split(/[\\/]/).pop() ?? "";
  return normalise(name.replace(EXTENSION, ""));
}

/** The folder a file came in (its webkitRelativePath without the name), if any. */
function folderOf(path: string): string | null {
  const parts = path.split(/[\\/]/).filter(Boolean);
  return parts.length > 1 ? normalise(parts[parts.length - 2]) : null;
}

/** What follows the id: null when it is not a separation (the id is only part of another one). */
function readRest(rest: string): { order: number | null } | null {
  if (rest === "") return { order: null };
  if (/^\d+$/.test(rest)) return { order: Number(rest) };
  if (!SEPARATOR.test(rest[0])) return null;
  const digits = /^[\s._\-#()[\]]+(\d+)(?=$|[\s._\-#()[\]])/.exec(rest);
  return { order: digits ? Number(digits[1]) : null };
}

/**
 * A matcher over the caller's listings: give it a file's name (or its relative path in a
 * dropped folder) and it answers the listing and the order number, or null.
 */
export function photoMatcher(listings: readonly MatchTarget[]): (path: string) => PhotoMatch | null {
  const keys = new Map<string, string>();
  // Source ids first, so an id written after them wins a collision; the first listing
  // (the most recently changed) keeps a key two of them share.
  for (const l of listings) {
    const key = l.source_id ? normalise(l.source_id) : "";
    if (key && !keys.has(key)) keys.set(key, l.id);
  }
  for (const l of listings) keys.set(normalise(l.id), l.id);
  let longest = 0;
  for (const key of keys.keys()) longest = Math.max(longest, key.length);

  const lookup = (stem: string): PhotoMatch | null => {
    for (let length = Math.min(longest, stem.length); length > 0; length -= 1) {
      const listingId = keys.get(stem.slice(0, length));
      if (!listingId) continue;
      const rest = readRest(stem.slice(length));
      if (rest) return { listingId, ...rest };
    }
    return null;
  };

  return (path) => {
    const byName = lookup(fileStem(path));
    if (byName) return byName;
    const folder = folderOf(path);
    const byFolder = folder ? lookup(folder) : null;
    return byFolder ? { listingId: byFolder.listingId, order: null } : null;
  };
}

const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp|hei[cf])$/i;

/**
 * Whether a file from a dropped folder is a photo to consider (not .DS_Store or a
 * spreadsheet). Whether it can be uploaded is decided when it is read and by the server.
 */
export const isPhotoFile = (file: { name: string; type: string }): boolean => file.type.startsWith("image/") || PHOTO_EXTENSIONS.test(file.name);
