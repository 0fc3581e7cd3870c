import type { ImportTable } from "@domain/listing-imports/read-import-file";
import type { ReadFileAnswer } from "./read-file-worker";

/** Reads a file into a table in a Web Worker (its code is its own chunk, loaded on use). */
export function readFileOffThread(file: File): Promise<{ table: ImportTable; ms: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./read-file-worker.ts", import.meta.url), { type: "module", name: "import-file-reader" });
    worker.onmessage = (event: MessageEvent<ReadFileAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve({ table: event.data.table, ms: event.data.ms });
      else reject(new Error(event.data.message));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error(""));
    };
    worker.postMessage({ file });
  });
}
