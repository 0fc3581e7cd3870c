import { useCallback, useEffect, useRef, useState } from "react";
import { LISTING_MESSAGES } from "@domain/listings/listing-messages";
import type { ListingPhoto } from "@domain/listings/my-listing";
import { notify } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api-client";
import { isRetryable, uploadListingPhoto } from "../api/listing-photos";
import { preparePhoto, PhotoRefusal, type PreparedPhoto } from "../prepare-photo";
import { useMessageIn } from "@web/lib/i18n/use-message-in";

/** Photos being resized at the same time (they are sent one after another). */
const PARALLEL_UPLOADS = 2;

export type UploadItem = {
  key: string;
  name: string;
  status: "waiting" | "preparing" | "uploading" | "failed";
  /** 0–100 while uploading. */
  progress: number;
  error?: string;
  /** The network or the server failed: 'Reintentar' may help. */
  retryable: boolean;
};

type Job = { file: File; prepared?: PreparedPhoto; controller: AbortController };

/**
 * The upload queue: each file is resized in the browser (two at a time), then sent with
 * progress, one after another in the order chosen, so the server places them in that
 * order and the first one chosen becomes the main photo. A finished upload leaves the list
 * and reaches `onUploaded`; a failed one stays with its message (and 'Reintentar' when
 * trying again can help). `listingId` answers the listing to upload to (it may create it).
 */
export function usePhotoUploads(listingId: () => Promise<string>, slotsLeft: number, onUploaded: (photo: ListingPhoto) => void) {
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const uploadsRef = useRef(uploads);
  const jobs = useRef(new Map<string, Job>());
  const queue = useRef<string[]>([]);
  const running = useRef(0);
  // Settles when the upload started last has ended: the next one waits for it.
  const lastSend = useRef<Promise<void>>(Promise.resolve());
  // The browser's own refusals are written in Spanish: an English page shows their twins.
  const m = useMessageIn();
  const latest = useRef({ listingId, onUploaded });
  latest.current = { listingId, onUploaded };

  const update = useCallback((change: (list: UploadItem[]) => UploadItem[]) => {
    uploadsRef.current = change(uploadsRef.current);
    setUploads(uploadsRef.current);
  }, []);
  const patch = useCallback(
    (key: string, changes: Partial<UploadItem>) => update((list) => list.map((u) => (u.key === key ? { ...u, ...changes } : u))),
    [update],
  );

  const run = useCallback(
    async (key: string, turn: Promise<void>) => {
      const job = jobs.current.get(key);
      if (!job) return;
      try {
        if (!job.prepared) {
          patch(key, { status: "preparing", progress: 0, error: undefined });
          job.prepared = await preparePhoto(job.file);
        }
        await turn;
        if (job.controller.signal.aborted) return;
        patch(key, { status: "uploading", progress: 0, error: undefined });
        const photo = await uploadListingPhoto(
          await latest.current.listingId(),
          { photo: job.prepared.photo, thumbnail: job.prepared.thumbnail, medium: job.prepared.medium, fileName: job.file.name },
          { onProgress: (fraction) => patch(key, { progress: Math.min(100, Math.round(fraction * 100)) }), signal: job.controller.signal },
        );
        jobs.current.delete(key);
        update((list) => list.filter((u) => u.key !== key));
        latest.current.onUploaded(photo);
      } catch (error) {
        if (job.controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : m(error instanceof PhotoRefusal ? error.message : LISTING_MESSAGES.photoBroken);
        patch(key, { status: "failed", error: message, retryable: !(error instanceof PhotoRefusal) && isRetryable(error) });
      }
    },
    [patch, update, m],
  );

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const key = queue.current.shift()!;
      running.current += 1;
      // Taken in the order chosen: this one is sent after the one taken before it.
      const turn = lastSend.current;
      let ended!: () => void;
      const own = new Promise<void>((resolve) => (ended = resolve));
      lastSend.current = turn.then(() => own);
      void run(key, turn).finally(() => {
        ended();
        running.current -= 1;
        pump();
      });
    }
  }, [run]);

  const addFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const pending = uploadsRef.current.filter((u) => u.status !== "failed").length;
      const room = Math.max(0, slotsLeft - pending);
      if (files.length > room) notify.error(m(LISTING_MESSAGES.photoLimit)!);
      const accepted = files.slice(0, room);
      const items = accepted.map((file): UploadItem => {
        const key = crypto.randomUUID();
        jobs.current.set(key, { file, controller: new AbortController() });
        queue.current.push(key);
        return { key, name: file.name || "Foto", status: "waiting", progress: 0, retryable: false };
      });
      update((list) => [...list, ...items]);
      pump();
    },
    [slotsLeft, pump, update, m],
  );

  const retry = useCallback(
    (key: string) => {
      if (!jobs.current.has(key)) return;
      patch(key, { status: "waiting", progress: 0, error: undefined, retryable: false });
      queue.current.push(key);
      pump();
    },
    [patch, pump],
  );

  const dismiss = useCallback(
    (key: string) => {
      jobs.current.get(key)?.controller.abort();
      jobs.current.delete(key);
      queue.current = queue.current.filter((k) => k !== key);
      update((list) => list.filter((u) => u.key !== key));
    },
    [update],
  );

  // Leaving the page stops what is still on its way.
  useEffect(() => {
    const current = jobs.current;
    return () => {
      for (const job of current.values()) job.controller.abort();
      current.clear();
      queue.current = [];
    };
  }, []);

  return { uploads, addFiles, retry, dismiss };
}
