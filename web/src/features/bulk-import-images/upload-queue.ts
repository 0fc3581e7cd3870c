import type { PhotoPipeline } from "./photo-pipeline";

export type UploadStatus = "waiting" | "preparing" | "uploading" | "uploaded" | "failed";
export type UploadState = { status: UploadStatus; progress: number; error?: string; retryable?: boolean };
export type UploadJob = { key: string; listingId: string; file: File; name: string };

/**
 * The bulk upload queue, without React. `slots` files at a time; each slot takes the next
 * file, prepares it (resize) and sends it with its progress. A listing's photos reach the
 * server in their queued order (the server appends each one at the end): a slot whose
 * photo is ready waits for the same listing's previous photo to finish, while other slots
 * work on other listings. Only the photos being prepared or sent are held in memory; a
 * failed one is prepared again when retried (it then goes after that listing's others).
 */
export function createUploadQueue(pipeline: () => PhotoPipeline, slots: number, onChange: () => void) {
  let states = new Map<string, UploadState>();
  const jobs = new Map<string, UploadJob>();
  let queue: string[] = [];
  let running = 0;
  const turns = new Map<string, Promise<void>>();
  let controller = new AbortController();

  const set = (key: string, state: UploadState) => {
    states.set(key, state);
    onChange();
  };

  async function run(key: string) {
    const job = jobs.get(key);
    if (!job) return;
    const { signal } = controller;
    // This photo's turn on its listing comes after the one taken before it.
    const previous = turns.get(job.listingId) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    turns.set(job.listingId, mine);
    try {
      set(key, { status: "preparing", progress: 0 });
      const prepared = await pipeline().prepare(job.file);
      await previous;
      if (signal.aborted) return;
      let shown = -1;
      set(key, { status: "uploading", progress: 0 });
      await pipeline().upload(
        job.listingId,
        { photo: prepared.photo, thumbnail: prepared.thumbnail, medium: prepared.medium, fileName: job.name.split("/").pop() || "foto" },
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
      const { message, retryable } = pipeline().describeFailure(error);
      set(key, { status: "failed", progress: 0, error: message, retryable });
    } finally {
      done();
      if (turns.get(job.listingId) === mine) turns.delete(job.listingId);
    }
  }

  function pump() {
    while (running < slots && queue.length > 0) {
      const key = queue.shift()!;
      running += 1;
      void run(key).finally(() => {
        running -= 1;
        pump();
      });
    }
    onChange();
  }

  return {
    states: (): ReadonlyMap<string, UploadState> => states,
    busy: () => running > 0 || queue.length > 0,
    /** Queues the files in the order given (a listing's photos in their order). */
    start(list: UploadJob[]) {
      for (const job of list) {
        jobs.set(job.key, job);
        states.set(job.key, { status: "waiting", progress: 0 });
        queue.push(job.key);
      }
      pump();
    },
    retry(key: string) {
      if (!jobs.has(key) || states.get(key)?.status !== "failed") return;
      states.set(key, { status: "waiting", progress: 0 });
      queue.push(key);
      pump();
    },
    /** Stops what is on its way and forgets everything. */
    reset() {
      controller.abort();
      controller = new AbortController();
      jobs.clear();
      queue = [];
      turns.clear();
      states = new Map();
      onChange();
    },
  };
}
