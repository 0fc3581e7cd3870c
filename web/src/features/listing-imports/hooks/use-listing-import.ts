import { useCallback, useMemo, useRef, useState } from "react";
import { guessMapping, mappingToRecord, type ColumnMapping } from "@domain/listing-imports/column-guess";
import { IMPORT_LIMITS, type ImportRowResult } from "@domain/listing-imports/import-contract";
import type { ImportSource } from "@domain/listing-imports/import-api";
import { IMPORT_FILE_MESSAGES } from "@domain/listing-imports/import-file-messages";
import { checkImportFile, type ImportTable } from "@domain/listing-imports/read-import-file";
import type { PreparedRow, ResolvedPlace } from "@domain/listing-imports/row-to-listing";
import { failureText } from "@web/lib/api-client";
import { fetchFeed, getRememberedMapping, rememberMapping, searchPlaces, sendImportRows } from "../api/listing-imports";
import { readFileOffThread } from "../parse/read-file";
import { matchPlace } from "../place-match";
import {
  checkRows,
  distinctPlaces,
  houseSurface,
  ignoredColumns,
  prepareRows,
  refusedResult,
  toImportRow,
  type PlaceState,
  type PreviewRow,
} from "../preview";

export type ImportStep = "upload" | "mapping" | "preview" | "report";

const sourceOf = (table: ImportTable): ImportSource => (table.kind === "easybroker" ? "easybroker" : "csv");
const PLACE_SEARCHES_AT_ONCE = 4;

/**
 * The whole import on one page: the file read off the thread, the mapping (guessed, then
 * the remembered one), the preview with each row's problems and places, the rows sent in
 * chunks (a failed chunk is sent again as it was: the source ids make that an update, never
 * a duplicate), and the results.
 */
export function useListingImport() {
  const [step, setStep] = useState<ImportStep>("upload");
  const [fileName, setFileName] = useState("");
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [feedError, setFeedError] = useState<string | null>(null);
  const [table, setTable] = useState<ImportTable | null>(null);
  const [parseMs, setParseMs] = useState<number | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [prepared, setPrepared] = useState<PreparedRow[]>([]);
  const [places, setPlaces] = useState<Map<string, PlaceState>>(new Map());
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [sent, setSent] = useState(0);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [results, setResults] = useState<ImportRowResult[]>([]);
  const resultsByChunk = useRef<ImportRowResult[][]>([]);

  /** A table read: the mapping guessed (then the remembered one), on to the mapping step. */
  const openTable = useCallback(async (read: ImportTable, ms: number) => {
    const remembered = await getRememberedMapping(sourceOf(read)).catch(() => null);
    setTable(read);
    setParseMs(ms);
    setMapping(guessMapping(read.headers, remembered?.mapping));
    setStep("mapping");
  }, []);

  const chooseFile = useCallback(
    async (file: File) => {
      const refused = checkImportFile(file);
      setFileName(file.name);
      setFeedError(null);
      if (refused) {
        setFileError(refused);
        return;
      }
      setFileError(null);
      setReading(true);
      try {
        const { table, ms } = await readFileOffThread(file);
        await openTable(table, ms);
      } catch (error) {
        setFileError((error as Error).message || IMPORT_FILE_MESSAGES.unreadable);
      } finally {
        setReading(false);
      }
    },
    [openTable],
  );

  /** An EasyBroker feed by its address: the worker fetches it and answers its table. */
  const chooseFeed = useCallback(
    async (url: string) => {
      const address = new URL(url);
      setFileName(`${address.host}${address.pathname === "/" ? "" : address.pathname}`);
      setFileError(null);
      setFeedError(null);
      setReading(true);
      const started = performance.now();
      try {
        const { headers, rows } = await fetchFeed(url);
        await openTable({ kind: "easybroker", headers, rows, encoding: null }, performance.now() - started);
      } catch (error) {
        setFeedError(failureText(error));
      } finally {
        setReading(false);
      }
    },
    [openTable],
  );

  const recheck = useCallback(async (rows: PreparedRow[], known: Map<string, PlaceState>) => {
    setChecking(true);
    setPreview(await checkRows(rows, known));
    setChecking(false);
  }, []);

  /** Mapping done: remember it, read every row, look up every place, then check the rows. */
  const confirmMapping = useCallback(async () => {
    if (!table) return;
    void rememberMapping(sourceOf(table), mappingToRecord(table.headers, mapping)).catch(() => undefined);
    setStep("preview");
    setChecking(true);
    setPreview(null);
    const rows = await prepareRows(table, mapping);
    setPrepared(rows);
    const wanted = distinctPlaces(rows);
    const known = new Map<string, PlaceState>([...wanted.keys()].map((k) => [k, { status: "pending" }]));
    const queue = [...wanted.entries()];
    await Promise.all(
      Array.from({ length: PLACE_SEARCHES_AT_ONCE }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [key, text] = next;
          const found = await searchPlaces(text.colonia.slice(0, 100)).catch(() => []);
          const { match, options } = matchPlace(text, found);
          known.set(
            key,
            match
              ? { status: "found", place: { id: match.id, centroide: match.centroide }, name: match.nombre_canonico }
              : {
                  status: "choose",
                  options: options.map((o) => ({
                    id: o.id,
                    name: o.nombre_canonico,
                    context: o.contexto,
                    place: { id: o.id, centroide: o.centroide },
                  })),
                },
          );
        }
      }),
    );
    setPlaces(new Map(known));
    await recheck(rows, known);
  }, [table, mapping, recheck]);

  /** The agent picked the colonia a place of the file means. */
  const choosePlace = useCallback(
    (key: string, option: { name: string; place: ResolvedPlace }) => {
      const next = new Map(places);
      next.set(key, { status: "found", place: option.place, name: option.name });
      setPlaces(next);
      void recheck(prepared, next);
    },
    [places, prepared, recheck],
  );

  /**
   * The agent switches what casas take the file's lone surface as: the column's field
   * changes (and is remembered), the rows are read again, their places kept.
   */
  const setHouseSurface = useCallback(
    async (column: number, field: "built_surface" | "total_surface") => {
      if (!table) return;
      const next = mapping.map((f, i) => (i === column ? field : f));
      setMapping(next);
      void rememberMapping(sourceOf(table), mappingToRecord(table.headers, next)).catch(() => undefined);
      const rows = await prepareRows(table, next);
      setPrepared(rows);
      await recheck(rows, places);
    },
    [table, mapping, places, recheck],
  );

  const ready = preview?.filter((r) => r.problems.length === 0) ?? [];
  const surface = useMemo(() => (table ? houseSurface(table, mapping, prepared) : null), [table, mapping, prepared]);
  const ignored = useMemo(() => (table ? ignoredColumns(table, mapping) : []), [table, mapping]);

  /** Sends the ready rows in chunks from where it stopped (a failed chunk is sent again). */
  const runImport = useCallback(async () => {
    if (!preview) return;
    const rows = preview.filter((r) => r.problems.length === 0).map(toImportRow);
    setSending(true);
    setSendError(null);
    const chunks = Math.ceil(rows.length / IMPORT_LIMITS.rowsPerRequest);
    for (let c = resultsByChunk.current.length; c < chunks; c++) {
      try {
        const chunk = rows.slice(c * IMPORT_LIMITS.rowsPerRequest, (c + 1) * IMPORT_LIMITS.rowsPerRequest);
        resultsByChunk.current.push(await sendImportRows(chunk));
        setSent(Math.min(rows.length, (c + 1) * IMPORT_LIMITS.rowsPerRequest));
      } catch (error) {
        setSendError(failureText(error));
        setSending(false);
        return;
      }
    }
    const refused = preview.filter((r) => r.problems.length > 0).map(refusedResult);
    setResults([...resultsByChunk.current.flat(), ...refused].sort((a, b) => a.row - b.row));
    setSending(false);
    setStep("report");
  }, [preview]);

  const restart = useCallback(() => {
    resultsByChunk.current = [];
    setStep("upload");
    setTable(null);
    setPreview(null);
    setResults([]);
    setSent(0);
    setSendError(null);
    setFileError(null);
    setFeedError(null);
    setFileName("");
  }, []);

  return {
    step,
    setStep,
    fileName,
    chooseFile,
    chooseFeed,
    reading,
    fileError,
    feedError,
    table,
    parseMs,
    mapping,
    setMapping,
    confirmMapping,
    places,
    choosePlace,
    preview,
    checking,
    ready,
    surface,
    setHouseSurface,
    ignored,
    runImport,
    sending,
    sent,
    sendError,
    results,
    restart,
  };
}

export type ListingImport = ReturnType<typeof useListingImport>;
