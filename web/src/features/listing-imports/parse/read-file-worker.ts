/// <reference lib="webworker" />
import { ImportFileError, readImportFile, type ImportTable } from "@domain/listing-imports/read-import-file";
import { IMPORT_FILE_MESSAGES } from "@domain/listing-imports/import-file-messages";

// Reads the chosen file off the page's thread: decoding, CSV, XLSX (unzip and XML) and
// JSON all happen here, so the tab stays responsive on a 5,000-row file.
export type ReadFileRequest = { file: File };
export type ReadFileAnswer = { ok: true; table: ImportTable; ms: number } | { ok: false; message: string };

self.onmessage = async (event: MessageEvent<ReadFileRequest>) => {
  const started = performance.now();
  let answer: ReadFileAnswer;
  try {
    const bytes = new Uint8Array(await event.data.file.arrayBuffer());
    answer = { ok: true, table: await readImportFile(event.data.file.name, bytes), ms: performance.now() - started };
  } catch (error) {
    answer = { ok: false, message: error instanceof ImportFileError ? error.message : IMPORT_FILE_MESSAGES.unreadable };
  }
  self.postMessage(answer);
};
