import { useCallback, useEffect, useRef, useState } from "react";
import type { PhotoPipeline } from "../photo-pipeline";

/** Photos prepared and sent at the same time (each slot resizes one photo at a time). */
export const PARALLEL_UPLOADS = 3;

export type UploadStatus = "waiting" | "preparing" | "uploading" | "uploaded" | "failed";
export type UploadState = { status: UploadStatus; progress: number; error?: string; retryable?: boolean };
export type UploadJob = { key: string; listingId: string; file: File; name: string };

/**
 * The bulk upload queue. Three slots; each takes the next file, resizes it (the listing
 * photos' pipeline) and sends it with its progress. A listing's photos reach the server in
 * their planned order (the server appends each one at the end): a slot whose photo is ready
 * waits for the same listing's previous photo to finish, while other slots work on other
 * listings. Only the photo being prepared or sent is held in memory; a failed one is
 * prepared again when retried (it goes after that listing's other photos). States are
 * published at most once a frame, so 500 rows stay responsive while bytes flow.
 */
export function useBulkUpload(pipeline: PhotoPipeline) {
  const [states, setStates] = useState<ReadonlyMap<string, UploadState>>(() => new Map());
  const [busy, setBusy] = useState(false);
  const current = useRef(new Map<string, UploadState>());
  const jobs = useRef(new Map<string, UploadJob>());
  const queue = useRef<string[]>([]);
  const running = useRef(0);
  const turns = useRef(new Map<string, Promise<void>>());
  const controller = useRef(new AbortController());
  const frame = useRef(0);
  const latest = useRef(pipeline);
  latest.current = pipeline;

  const publish = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      setStates(new Map(current.current));
      setBusy(running.current > 0 || queue.current.length > 0);
    });
  }, []);

  const set = useCallback(
    (key: string, state: UploadState) => {
      current.current.set(key, state);
      publish();
    },
    [publish],
  );

  const run = useCallback(
    async (key: string) => {
      const job = jobs.current.get(key);
      if (!job) return;
      const { signal } = controller.current;
      // This photo's turn on its listing comes after the one taken before it.
      const previous = turns.current.get(job.listingId) ?? Promise.resolve();
      let done!: () => void;
      const mine = new Promise<void>((resolve) => (done = resolve));
      turns.current.set(job.listingId, mine);
      try {
        set(key, { status: "preparing", progress: 0 });
        const prepared = await latest.current.prepare(job.file);
        await previous;
        if (signal.aborted) return;
        let shown = -1;
        set(key, { status: "uploading", progress: 0 });
        await latest.current.upload(
          job.listingId,
          { photo: prepared.photo, thumbnail: prepared.thumbnail, fileName: job.name.split("/").pop() || "foto" },
          {
            signal,
            onProgress: (fraction) => {
              const percent = Math.min(99, Math.round(fraction * 100));
              if (percent === shown) return;
              shown = percent;
              set(key, { status: "uploading", progress: percent });
            },
          },
        );
        set(key, { status: "uploaded", progress: 100 });
      } catch (error) {
        if (signal.aborted) return;
        const { message, retryable } = latest.current.describeFailure(error);
        set(key, { status: "failed", progress: 0, error: message, retryable });
      } finally {
        done();
        if (turns.current.get(job.listingId) === mine) turns.current.delete(job.listingId);
      }
    },
    [set],
  );

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const key = queue.current.shift()!;
      running.current += 1;
      void run(key).finally(() => {
        running.current -= 1;
        pump();
        publish();
      });
    }
    publish();
  }, [run, publish]);

  /** Queues the files in the order given (a listing's photos in their order). */
  const start = useCallback(
    (list: UploadJob[]) => {
      for (const job of list) {
        jobs.current.set(job.key, job);
        current.current.set(job.key, { status: "waiting", progress: 0 });
        queue.current.push(job.key);
      }
      setBusy(true);
      pump();
    },
    [pump],
  );

  const retry = useCallback(
    (key: string) => {
      if (!jobs.current.has(key) || current.current.get(key)?.status !== "failed") return;
      current.current.set(key, { status: "waiting", progress: 0 });
      queue.current.push(key);
      setBusy(true);
      pump();
    },
    [pump],
  );

  /** Forgets everything (a new batch). */
  const reset = useCallback(() => {
    controller.current.abort();
    controller.current = new AbortController();
    jobs.current.clear();
    queue.current = [];
    turns.current.clear();
    current.current = new Map();
    setStates(new Map());
    setBusy(false);
  }, []);

  // Leaving the page stops what is still on its way.
  useEffect(
    () => () => {
      controller.current.abort();
      cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { states, busy, start, retry, reset };
}
