import { randomBytes } from "node:crypto";
import type { Connection, ConnectionPool } from "./connections";
import { describeStatement, executeStatement, runBatch, runSequence, singleStatement } from "./execute";
import {
  decodeValue,
  protocolError,
  RequestError,
  toProtoError,
  type ProtoStmt,
  type StmtResult,
  type StreamRequest,
  type StreamResponse,
  type StreamResult,
} from "./protocol";

/** A Hrana stream: one connection (so one transaction state) and its stored SQL texts. */
export class Stream {
  closed = false;
  #conn: Connection | undefined;
  #sqlTexts = new Map<number, string>();

  constructor(
    private readonly pool: ConnectionPool,
    private readonly busyTimeoutMs: number,
  ) {}

  async handle(request: StreamRequest): Promise<StreamResult> {
    try {
      if (this.closed) throw new RequestError("The stream has already been closed", "STREAM_CLOSED");
      return { type: "ok", response: await this.#dispatch(request) };
    } catch (e) {
      return { type: "error", error: toProtoError(e) };
    } finally {
      if (this.#conn?.stale && this.#conn.autocommit) this.#releaseConnection();
    }
  }

  close(): void {
    this.closed = true;
    this.#releaseConnection();
  }

  async #dispatch(request: StreamRequest): Promise<StreamResponse> {
    switch (request?.type) {
      case "close":
        this.close();
        return { type: "close" };
      case "execute":
        return { type: "execute", result: await this.#execute(request.stmt) };
      case "batch": {
        if (!Array.isArray(request.batch?.steps)) throw protocolError("batch.steps must be an array");
        const steps = request.batch.steps.map((step) => ({ condition: step.condition, run: () => this.#execute(step.stmt) }));
        return { type: "batch", result: await runBatch(this.#connection(), steps) };
      }
      case "sequence":
        await runSequence(this.#connection(), this.#sqlText(request.sql, request.sql_id), this.busyTimeoutMs);
        return { type: "sequence" };
      case "describe": {
        const statement = singleStatement(this.#sqlText(request.sql, request.sql_id));
        return { type: "describe", result: describeStatement(this.#connection(), statement) };
      }
      case "store_sql":
        if (typeof request.sql !== "string") throw protocolError("store_sql needs sql");
        this.#sqlTexts.set(request.sql_id, request.sql);
        return { type: "store_sql" };
      case "close_sql":
        this.#sqlTexts.delete(request.sql_id);
        return { type: "close_sql" };
      case "get_autocommit":
        return { type: "get_autocommit", is_autocommit: this.#connection().autocommit };
      default:
        throw protocolError(`Unknown request type: ${JSON.stringify((request as { type?: unknown })?.type)}`);
    }
  }

  #execute(stmt: ProtoStmt): Promise<StmtResult> {
    if (typeof stmt !== "object" || stmt === null) throw protocolError("stmt must be an object");
    const statement = singleStatement(this.#sqlText(stmt.sql, stmt.sql_id));
    const args = (stmt.args ?? []).map(decodeValue);
    const namedArgs = (stmt.named_args ?? []).map((arg) => ({ name: String(arg?.name), value: decodeValue(arg?.value) }));
    const wantRows = stmt.want_rows ?? true;
    return executeStatement(this.#connection(), statement, { args, namedArgs, wantRows }, this.busyTimeoutMs);
  }

  #sqlText(sql: string | null | undefined, sqlId: number | null | undefined): string {
    if (typeof sql === "string") return sql;
    if (typeof sqlId === "number") {
      const stored = this.#sqlTexts.get(sqlId);
      if (stored === undefined) throw new RequestError(`No SQL text stored with sql_id ${sqlId}`, "SQL_NOT_FOUND");
      return stored;
    }
    throw protocolError("The request needs either sql or sql_id");
  }

  #connection(): Connection {
    this.#conn ??= this.pool.acquire();
    return this.#conn;
  }

  #releaseConnection(): void {
    if (this.#conn) this.pool.release(this.#conn);
    this.#conn = undefined;
  }
}

/**
 * Streams between requests, by baton. Each response carries a fresh baton and the
 * previous one stops working; a stream left idle longer than `idleTimeoutMs` is closed
 * (its transaction rolled back) so it cannot hold the write lock forever.
 */
export class StreamRegistry {
  #parked = new Map<string, { stream: Stream; timer: NodeJS.Timeout }>();

  constructor(
    private readonly pool: ConnectionPool,
    private readonly options: { busyTimeoutMs: number; idleTimeoutMs: number },
  ) {}

  open(): Stream {
    return new Stream(this.pool, this.options.busyTimeoutMs);
  }

  take(baton: string): Stream | undefined {
    const parked = this.#parked.get(baton);
    if (!parked) return undefined;
    clearTimeout(parked.timer);
    this.#parked.delete(baton);
    return parked.stream;
  }

  park(stream: Stream): string {
    const baton = randomBytes(18).toString("base64url");
    const timer = setTimeout(() => {
      this.#parked.delete(baton);
      stream.close();
    }, this.options.idleTimeoutMs);
    timer.unref();
    this.#parked.set(baton, { stream, timer });
    return baton;
  }

  closeAll(): void {
    for (const { stream, timer } of this.#parked.values()) {
      clearTimeout(timer);
      stream.close();
    }
    this.#parked.clear();
  }
}
