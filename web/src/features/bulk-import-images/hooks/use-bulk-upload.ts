import { useCallback, useEffect, useRef, useState } from "react";
import type { PhotoPipeline } from "../photo-pipeline";
import { createUploadQueue, type UploadJob, type UploadState } from "../upload-queue";

export type { UploadJob, UploadState };

/** Photos prepared and sent at the same time (each slot resizes one photo at a time). */
export const PARALLEL_UPLOADS = 3;

/**
 * The bulk upload queue (upload-queue.ts) for a page. Its states are published at most once
 * a frame, so 500 rows stay responsive while bytes flow; leaving the page stops the rest.
 */
export function useBulkUpload(pipeline: PhotoPipeline) {
  const [states, setStates] = useState<ReadonlyMap<string, UploadState>>(() => new Map());
  const [busy, setBusy] = useState(false);
  const latest = useRef(pipeline);
  latest.current = pipeline;
  const frame = useRef(0);
  const queue = useRef<ReturnType<typeof createUploadQueue> | null>(null);

  const publish = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const q = queue.current;
      if (!q) return;
      setStates(new Map(q.states()));
      setBusy(q.busy());
    });
  }, []);
  queue.current ??= createUploadQueue(() => latest.current, PARALLEL_UPLOADS, publish);

  const start = useCallback((list: UploadJob[]) => {
    setBusy(true);
    queue.current!.start(list);
  }, []);
  const retry = useCallback((key: string) => {
    setBusy(true);
    queue.current!.retry(key);
  }, []);
  const reset = useCallback(() => {
    queue.current!.reset();
    setStates(new Map());
    setBusy(false);
  }, []);

  useEffect(
    () => () => {
      queue.current?.reset();
      cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { states, busy, start, retry, reset };
}
