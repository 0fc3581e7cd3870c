// Hrana over HTTP with JSON encoding: the messages of `POST /v2/pipeline` (v3 uses the
// same shapes plus get_autocommit and the is_autocommit condition).

export type SqlValue = null | bigint | number | string | Uint8Array;

export type ProtoValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };

export interface ProtoStmt {
  sql?: string | null;
  sql_id?: number | null;
  args?: ProtoValue[];
  named_args?: { name: string; value: ProtoValue }[];
  want_rows?: boolean;
}

export type ProtoCondition =
  | { type: "ok" | "error"; step: number }
  | { type: "not"; cond: ProtoCondition }
  | { type: "and" | "or"; conds: ProtoCondition[] }
  | { type: "is_autocommit" };

export interface ProtoBatch {
  steps: { condition?: ProtoCondition | null; stmt: ProtoStmt }[];
}

export type StreamRequest =
  | { type: "close" }
  | { type: "execute"; stmt: ProtoStmt }
  | { type: "batch"; batch: ProtoBatch }
  | { type: "sequence" | "describe"; sql?: string | null; sql_id?: number | null }
  | { type: "store_sql"; sql_id: number; sql: string }
  | { type: "close_sql"; sql_id: number }
  | { type: "get_autocommit" };

export interface ProtoError {
  message: string;
  code: string;
}

export interface StmtResult {
  cols: { name: string | null; decltype: string | null }[];
  rows: ProtoValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}

export interface BatchResult {
  step_results: (StmtResult | null)[];
  step_errors: (ProtoError | null)[];
}

export interface DescribeResult {
  params: { name: string | null }[];
  cols: { name: string; decltype: string | null }[];
  is_explain: boolean;
  is_readonly: boolean;
}

export type StreamResponse =
  | { type: "close" | "sequence" | "store_sql" | "close_sql" }
  | { type: "execute"; result: StmtResult }
  | { type: "batch"; result: BatchResult }
  | { type: "describe"; result: DescribeResult }
  | { type: "get_autocommit"; is_autocommit: boolean };

export type StreamResult = { type: "ok"; response: StreamResponse } | { type: "error"; error: ProtoError };

export interface PipelineResponse {
  baton: string | null;
  base_url: null;
  results: StreamResult[];
}

/** An error reported to the client as-is, with a Hrana error code. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export function protocolError(message: string): RequestError {
  return new RequestError(message, "PROTO_ERROR");
}

const MIN_INT64 = -(2n ** 63n);
const MAX_INT64 = 2n ** 63n - 1n;

export function decodeValue(value: unknown): SqlValue {
  const v = value as Partial<Record<string, unknown>> | null;
  switch (v?.type) {
    case "null":
      return null;
    case "integer": {
      if (typeof v.value !== "string" || !/^-?\d+$/.test(v.value)) break;
      const int = BigInt(v.value);
      if (int < MIN_INT64 || int > MAX_INT64) throw protocolError(`Integer ${v.value} does not fit in 64 bits`);
      return int;
    }
    case "float":
      if (typeof v.value === "number") return v.value;
      break;
    case "text":
      if (typeof v.value === "string") return v.value;
      break;
    case "blob":
      if (typeof v.base64 === "string") return Buffer.from(v.base64, "base64");
      break;
  }
  throw protocolError(`Invalid value: ${JSON.stringify(value)}`);
}

// Values as the binding returns them with safe integers on: INTEGER as bigint, REAL as
// number, BLOB as Buffer (or ArrayBuffer in some binding versions).
export function encodeValue(value: unknown): ProtoValue {
  if (value === null || value === undefined) return { type: "null" };
  if (typeof value === "bigint") return { type: "integer", value: value.toString() };
  if (typeof value === "number") return { type: "float", value };
  if (typeof value === "string") return { type: "text", value };
  if (value instanceof Uint8Array) return { type: "blob", base64: Buffer.from(value).toString("base64") };
  if (value instanceof ArrayBuffer) return { type: "blob", base64: Buffer.from(value).toString("base64") };
  throw new Error(`Cannot encode a value of type ${typeof value}`);
}

interface SqliteErrorLike {
  message: string;
  code: string;
  rawCode?: number;
}

export function isSqliteError(e: unknown): e is SqliteErrorLike {
  return e instanceof Error && e.name === "SqliteError" && typeof (e as { code?: unknown }).code === "string";
}

// The client shows errors as `${code}: ${message}`. Like @libsql/client's local driver,
// send the primary code ("SQLITE_CONSTRAINT", not "SQLITE_CONSTRAINT_UNIQUE"); every
// primary code name is a single word after "SQLITE_".
export function toProtoError(e: unknown): ProtoError {
  if (e instanceof RequestError) return { message: e.message, code: e.code };
  if (isSqliteError(e)) return { message: e.message, code: e.code.split("_").slice(0, 2).join("_") };
  const message = e instanceof Error ? e.message : String(e);
  return { message, code: "INTERNAL_ERROR" };
}
