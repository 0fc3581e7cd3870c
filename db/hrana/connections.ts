import Database from "libsql";
import { isSqliteError, RequestError } from "./protocol";

export class Connection {
  readonly db: Database.Database;
  /**
   * Set when a statement failed with SQLITE_BUSY: the binding leaves such a statement
   * un-reset and it can keep an old read snapshot open after the transaction ends, so
   * the connection is replaced as soon as it is back in autocommit mode.
   */
  stale = false;
  /** Set after statements that leave per-connection state (PRAGMA, ATTACH, TEMP objects). */
  dirty = false;
  #info: Database.Statement;
  #totalChanges = 0n;

  constructor(file: string) {
    // The SQLite busy timeout stays 0: waiting inside SQLite would block the event
    // loop, and with it the request that would release the lock. See retryWhileBusy.
    this.db = new Database(file);
    this.db.defaultSafeIntegers(true);
    this.#info = this.db.prepare("SELECT changes(), last_insert_rowid(), total_changes()").raw(true);
  }

  get autocommit(): boolean {
    return !this.db.inTransaction;
  }

  /**
   * Rows changed by the statement just run, and the connection's last insert rowid.
   * changes() keeps reporting the previous write after a statement that writes
   * nothing (SELECT, DDL), hence the comparison of total_changes().
   */
  statementInfo(): { affected: number; lastInsertRowid: bigint } {
    const [changes, lastInsertRowid, total] = this.#info.all()[0] as bigint[];
    const affected = total === this.#totalChanges ? 0 : Number(changes);
    this.#totalChanges = total;
    return { affected, lastInsertRowid };
  }

  close(): void {
    try {
      this.db.close();
    } catch {
      // already closed
    }
  }
}

/** Idle connections to the database file, reused by new streams. */
export class ConnectionPool {
  #idle: Connection[] = [];
  #closed = false;

  constructor(
    readonly file: string,
    readonly maxIdle = 8,
  ) {}

  acquire(): Connection {
    if (this.#closed) throw new RequestError("The server is shutting down", "SERVER_CLOSED");
    return this.#idle.pop() ?? new Connection(this.file);
  }

  release(conn: Connection): void {
    if (!conn.autocommit) {
      try {
        conn.db.exec("ROLLBACK");
      } catch {
        conn.stale = true;
      }
    }
    const reusable = !this.#closed && !conn.stale && !conn.dirty && conn.autocommit;
    if (reusable && this.#idle.length < this.maxIdle) this.#idle.push(conn);
    else conn.close();
  }

  closeAll(): void {
    this.#closed = true;
    for (const conn of this.#idle.splice(0)) conn.close();
    // A closed connection stays open in SQLite until the binding's statement objects are
    // garbage collected, so the "last close" checkpoint may never happen. Checkpoint
    // explicitly so the database file alone holds all the data.
    try {
      const db = new Database(this.file);
      db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      db.close();
    } catch {
      // best effort: the WAL is replayed on the next open anyway
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn`, retrying while the database is locked by another connection, for up to
 * `timeoutMs`. All streams share this thread, so the wait must be asynchronous: the
 * stream holding the lock needs the event loop to receive its COMMIT.
 */
export async function retryWhileBusy<T>(conn: Connection, timeoutMs: number, fn: () => T): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
    try {
      return fn();
    } catch (e) {
      if (!isSqliteError(e) || !e.code.startsWith("SQLITE_BUSY")) throw e;
      const retryable = e.code === "SQLITE_BUSY" || e.code === "SQLITE_BUSY_RECOVERY";
      if (retryable && Date.now() + delay <= deadline) {
        await sleep(delay);
        continue;
      }
      conn.stale = true;
      throw busyError(e.code, timeoutMs);
    }
  }
}

function busyError(code: string, timeoutMs: number): RequestError {
  if (code === "SQLITE_BUSY_SNAPSHOT") {
    return new RequestError(
      "database is locked (SQLITE_BUSY_SNAPSHOT): this transaction read the database before another " +
        "transaction wrote to it, so it cannot write now; roll back and retry the whole transaction",
      "SQLITE_BUSY",
    );
  }
  return new RequestError(
    `database is locked (${code}): another transaction kept the write lock for more than ` + `the ${timeoutMs} ms busy timeout`,
    "SQLITE_BUSY",
  );
}
