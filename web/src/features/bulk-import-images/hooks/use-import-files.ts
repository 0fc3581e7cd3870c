import { useCallback, useMemo, useRef, useState } from "react";
import { isPhotoFile, photoMatcher } from "@domain/photo-import/match-photo-files";
import { PHOTO_IMPORT_FILES_MAX, type PhotoImportListing } from "@domain/photo-import/photo-import-listing";
import { PHOTO_IMPORT_MESSAGES } from "@domain/photo-import/photo-import-messages";
import { planPhotoImport, type PlanFile } from "@domain/photo-import/plan-photo-import";
import { notify } from "@web/components/ui/toast";
import type { PickedFile } from "../collect-files";

export type ImportFile = { key: string; file: File; name: string; assigned?: string | null; removed?: boolean };
export type MatchedFile = PlanFile & { file: File; byHand: boolean };

const identity = (p: PickedFile) => `${p.path}\u0000${p.file.size}\u0000${p.file.lastModified}`;

/**
 * The files of one batch and what will happen to each: matched by name to a listing
 * (again whenever the listings arrive or change), assigned by hand, or taken out. The same
 * file chosen twice counts once; files that are not photos are set apart.
 */
export function useImportFiles(listings: readonly PhotoImportListing[] | undefined) {
  const [files, setFiles] = useState<ImportFile[]>([]);
  const [notPhotos, setNotPhotos] = useState<string[]>([]);
  const seen = useRef(new Set<string>());
  const count = useRef(0);

  const add = useCallback((picked: PickedFile[]) => {
    const fresh: ImportFile[] = [];
    const others: string[] = [];
    let dropped = 0;
    for (const p of picked) {
      const id = identity(p);
      if (seen.current.has(id)) continue;
      if (!isPhotoFile(p.file)) {
        seen.current.add(id);
        others.push(p.path);
        continue;
      }
      if (count.current >= PHOTO_IMPORT_FILES_MAX) {
        dropped += 1;
        continue;
      }
      seen.current.add(id);
      count.current += 1;
      fresh.push({ key: crypto.randomUUID(), file: p.file, name: p.path });
    }
    if (dropped > 0) notify.error(PHOTO_IMPORT_MESSAGES.tooManyFiles);
    if (fresh.length) setFiles((list) => [...list, ...fresh]);
    if (others.length) setNotPhotos((list) => [...list, ...others]);
  }, []);

  const assign = useCallback((key: string, listingId: string) => {
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, assigned: listingId, removed: false } : f)));
  }, []);
  const remove = useCallback((key: string) => {
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, removed: true } : f)));
  }, []);
  const clear = useCallback(() => {
    seen.current.clear();
    count.current = 0;
    setFiles([]);
    setNotPhotos([]);
  }, []);

  const matcher = useMemo(() => photoMatcher(listings ?? []), [listings]);
  const matched = useMemo(
    () =>
      files.map((f): MatchedFile => {
        if (f.assigned) return { key: f.key, name: f.name, file: f.file, listingId: f.assigned, order: null, removed: f.removed, byHand: true };
        const m = matcher(f.name);
        return {
          key: f.key,
          name: f.name,
          file: f.file,
          listingId: m?.listingId ?? null,
          order: m?.order ?? null,
          removed: f.removed,
          byHand: false,
        };
      }),
    [files, matcher],
  );
  const plan = useMemo(() => planPhotoImport(matched, listings ?? []), [matched, listings]);

  return { files: matched, notPhotos, plan, add, assign, remove, clear };
}
