import { createClient, type Client } from "@libsql/client";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startLocalServer, type LocalServer, type LocalServerOptions } from "./local-server";

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "local-server-test-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "nested", "test.db");
}

async function setup(options: Partial<LocalServerOptions> = {}) {
  const file = options.file ?? tempFile();
  const server = await startLocalServer({ file, port: 0, ...options });
  cleanups.push(() => server.close());
  return { server, file, client: connect(server) };
}

function connect(server: LocalServer, intMode: "bigint" | "number" = "bigint"): Client {
  const client = createClient({ url: server.url, intMode });
  cleanups.push(() => client.close());
  return client;
}

async function count(client: Client, table: string): Promise<bigint> {
  const rs = await client.execute(`SELECT count(*) AS n FROM ${table}`);
  return rs.rows[0].n as bigint;
}

// Raw Hrana requests, for protocol features @libsql/client does not use over v2.
async function pipeline(server: LocalServer, body: unknown) {
  const res = await fetch(`${server.url}/v2/pipeline`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}

// After a turn of the event loop, computes without yielding to it, as a seed building its rows does.
async function busyFor(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, 10));
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe("local libSQL server", () => {
  it("answers a client that computed for longer than an idle timeout between two requests", async () => {
    // A server that times idle connections out (3 s, advertised to fetch, which keeps 2 s
    // of margin; Node closes them a second after it advertises) resets the request sent on one as it closes.
    const timingOut = await setup({ keepAliveTimeoutMs: 3_000 });
    await timingOut.client.execute("SELECT 1");
    await busyFor(4_500);
    await expect(timingOut.client.execute("SELECT 2")).rejects.toThrow(/fetch failed/);
    // By default the client closes its idle connections, never the server.
    const { client } = await setup();
    await client.execute("SELECT 1");
    await busyFor(4_500);
    expect((await client.execute("SELECT 2 AS n")).rows[0].n).toBe(2n);
  }, 20_000);

  it("starts on a free port, creating the folder of the file, and answers health and version probes", async () => {
    const { server } = await setup();
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);

    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe("ok");
    expect((await fetch(`${server.url}/v2`)).status).toBe(200);
    expect((await fetch(`${server.url}/v3`)).status).toBe(200);
    // A v3 client probes the protobuf endpoint first; a 404 makes it fall back to JSON.
    expect((await fetch(`${server.url}/v3-protobuf`)).status).toBe(404);
  });

  it("executes with positional args and with named args of every prefix", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, city TEXT)");

    const inserted = await client.execute("INSERT INTO people (name, city) VALUES (?, ?), (?, ?)", ["Ana", "CDMX", "Luis", "Puebla"]);
    expect(inserted.rowsAffected).toBe(2);
    expect(inserted.lastInsertRowid).toBe(2n);

    const positional = await client.execute("SELECT name FROM people WHERE city = ?", ["Puebla"]);
    expect(positional.rows.map((r) => r.name)).toEqual(["Luis"]);

    const numbered = await client.execute("SELECT ?2 AS a, ?1 AS b, ?2 AS c", ["one", "two"]);
    expect(numbered.rows[0]).toMatchObject({ a: "two", b: "one", c: "two" });

    const named = await client.execute({
      sql: "SELECT :a AS a, @b AS b, $c AS c, :a || @b AS ab",
      args: { a: "x", b: "y", c: "z" },
    });
    expect(named.rows[0]).toMatchObject({ a: "x", b: "y", c: "z", ab: "xy" });

    const prefixed = await client.execute({
      sql: "SELECT name FROM people WHERE city = :city OR name = @name OR id = $id ORDER BY id",
      args: { ":city": "CDMX", "@name": "nobody", $id: 2 },
    });
    expect(prefixed.rows.map((r) => r.name)).toEqual(["Ana", "Luis"]);

    // Named and positional parameters in one statement (named take the next index).
    const mixed = await client.execute("SELECT :n AS n, ? AS q", ["first", "second"]);
    expect(mixed.rows[0]).toMatchObject({ n: "first", q: "second" });

    await expect(client.execute({ sql: "SELECT :a", args: { b: 1 } })).rejects.toThrow(/no parameter named b/);
    await expect(client.execute("SELECT ?", [1, 2])).rejects.toThrow(/1 parameter\(s\) but 2 positional/);
  });

  it("round-trips every value type exactly", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE vals (v)");
    const big = 9007199254740993n; // 2^53 + 1: not representable as a JS number
    const blob = new Uint8Array([0, 1, 127, 128, 255]);
    const values = [null, big, -9223372036854775808n, 1.5, 2, "Álvaro Obregón — ñandú 🏠", blob];
    for (const v of values) await client.execute("INSERT INTO vals (v) VALUES (?)", [v]);

    const rs = await client.execute("SELECT v, typeof(v) AS t FROM vals ORDER BY rowid");
    expect(rs.rows.map((r) => r.t)).toEqual(["null", "integer", "integer", "real", "real", "text", "blob"]);
    const got = rs.rows.map((r) => r.v);
    expect(got[0]).toBeNull();
    expect(got[1]).toBe(big);
    expect(got[2]).toBe(-9223372036854775808n);
    expect(got[3]).toBe(1.5);
    expect(got[4]).toBe(2); // a JS number is sent as a float and stays REAL
    expect(got[5]).toBe("Álvaro Obregón — ñandú 🏠");
    expect(new Uint8Array(got[6] as ArrayBuffer)).toEqual(blob);

    // Integers computed by SQL, and column declared types.
    const computed = await client.execute("SELECT 9223372036854775807 AS max, 0.1 + 0.2 AS f, x'00ff' AS b");
    expect(computed.rows[0].max).toBe(9223372036854775807n);
    expect(computed.rows[0].f).toBe(0.1 + 0.2);
    expect(new Uint8Array(computed.rows[0].b as ArrayBuffer)).toEqual(new Uint8Array([0, 255]));

    await client.execute("CREATE TABLE typed (id INTEGER PRIMARY KEY, price REAL, title TEXT)");
    const typed = await client.execute("SELECT id, price, title, 1 AS one FROM typed");
    expect(typed.columns).toEqual(["id", "price", "title", "one"]);
    expect(typed.columnTypes).toEqual(["INTEGER", "REAL", "TEXT", ""]);
  });

  it("returns integers as numbers in intMode number", async () => {
    const { server } = await setup();
    const client = connect(server, "number");
    const rs = await client.execute("SELECT 42 AS n");
    expect(rs.rows[0].n).toBe(42);
    await expect(client.execute("SELECT 9007199254740993 AS big")).rejects.toThrow(/too large/);
  });

  it("reports rows affected and the last insert rowid", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, v)");
    const insert = await client.execute("INSERT INTO t (id, v) VALUES (10, 'a'), (11, 'b'), (12, 'c')");
    expect(insert.rowsAffected).toBe(3);
    expect(insert.lastInsertRowid).toBe(12n);
    expect((await client.execute("UPDATE t SET v = 'z' WHERE id > 10")).rowsAffected).toBe(2);
    expect((await client.execute("UPDATE t SET v = 'z' WHERE id > 100")).rowsAffected).toBe(0);
    expect((await client.execute("SELECT * FROM t")).rowsAffected).toBe(0);
    const returning = await client.execute("DELETE FROM t WHERE id = 10 RETURNING v");
    expect(returning.rows.map((r) => r.v)).toEqual(["a"]);
    expect(returning.rowsAffected).toBe(1);
  });

  it("runs a batch atomically", async () => {
    const { client } = await setup();
    const results = await client.batch(
      [
        "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)",
        { sql: "INSERT INTO items (name) VALUES (?)", args: ["casa"] },
        { sql: "INSERT INTO items (name) VALUES (?)", args: ["depa"] },
        "SELECT name FROM items ORDER BY id",
      ],
      "write",
    );
    expect(results).toHaveLength(4);
    expect(results[1].lastInsertRowid).toBe(1n);
    expect(results[3].rows.map((r) => r.name)).toEqual(["casa", "depa"]);
    expect(await count(client, "items")).toBe(2n);
  });

  it("rolls back the whole batch when a statement fails", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
    await client.execute("INSERT INTO items (name) VALUES ('existing')");

    const failing = client.batch(
      [
        "INSERT INTO items (name) VALUES ('a')",
        "UPDATE items SET name = 'changed'",
        "INSERT INTO items (name) VALUES (NULL)",
        "INSERT INTO items (name) VALUES ('never')",
      ],
      "write",
    );
    await expect(failing).rejects.toThrow(/SQLITE_CONSTRAINT: NOT NULL constraint failed: items\.name/);

    const rows = await client.execute("SELECT name FROM items");
    expect(rows.rows.map((r) => r.name)).toEqual(["existing"]);
    // The connection was returned in a clean state: the next batch works.
    await client.batch(["INSERT INTO items (name) VALUES ('after')"], "write");
    expect(await count(client, "items")).toBe(2n);
  });

  it("keeps an interactive transaction across requests and commits it", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE t (v TEXT)");
    const tx = await client.transaction("write");
    await tx.execute({ sql: "INSERT INTO t VALUES (?)", args: ["one"] });
    await tx.execute({ sql: "INSERT INTO t VALUES (?)", args: ["two"] });
    expect((await tx.execute("SELECT count(*) AS n FROM t")).rows[0].n).toBe(2n);
    // EXPLAIN of a write must not leave a statement "in progress" that blocks the COMMIT.
    expect((await tx.execute("EXPLAIN INSERT INTO t VALUES ('x')")).rows.length).toBeGreaterThan(0);
    expect((await tx.execute("EXPLAIN QUERY PLAN DELETE FROM t WHERE v = 'x'")).rows.length).toBeGreaterThan(0);
    // Not visible outside the transaction before the commit.
    expect(await count(client, "t")).toBe(0n);
    await tx.commit();
    expect(await count(client, "t")).toBe(2n);
  });

  it("rolls back an interactive transaction", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE t (v TEXT)");
    await client.execute("INSERT INTO t VALUES ('kept')");
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO t VALUES ('discarded')");
    await tx.execute("DELETE FROM t WHERE v = 'kept'");
    expect((await tx.execute("SELECT v FROM t")).rows.map((r) => r.v)).toEqual(["discarded"]);
    await tx.rollback();
    expect((await client.execute("SELECT v FROM t")).rows.map((r) => r.v)).toEqual(["kept"]);
  });

  it("keeps a failed statement inside a transaction from ending it", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE t (v TEXT UNIQUE)");
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO t VALUES ('a')");
    await expect(tx.execute("INSERT INTO t VALUES ('a')")).rejects.toThrow(/SQLITE_CONSTRAINT: UNIQUE constraint failed/);
    await tx.execute("INSERT INTO t VALUES ('b')");
    await tx.commit();
    expect((await client.execute("SELECT v FROM t ORDER BY v")).rows.map((r) => r.v)).toEqual(["a", "b"]);
  });

  it("serves several streams at once, each with its own transaction", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE t (v TEXT)");
    await client.execute("INSERT INTO t VALUES ('before')");

    const writer = await client.transaction("write");
    await writer.execute("INSERT INTO t VALUES ('from writer')");

    // A read transaction opened meanwhile sees the committed state, and keeps seeing
    // the same snapshot after the writer commits.
    const reader = await client.transaction("read");
    expect((await reader.execute("SELECT count(*) AS n FROM t")).rows[0].n).toBe(1n);
    await writer.commit();
    expect((await reader.execute("SELECT count(*) AS n FROM t")).rows[0].n).toBe(1n);
    await reader.commit();
    expect(await count(client, "t")).toBe(2n);
  });

  it("makes a second writer wait for the first one instead of failing", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE t (v TEXT)");
    const first = await client.transaction("write");
    await first.execute("INSERT INTO t VALUES ('first')");

    const second = await client.transaction("write");
    let secondDone = false;
    const secondInsert = second.execute("INSERT INTO t VALUES ('second')").then((rs) => {
      secondDone = true;
      return rs;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(secondDone).toBe(false); // still waiting for the write lock

    // Other requests are still served while the second writer waits.
    expect(await count(client, "t")).toBe(0n);
    await first.commit();
    expect((await secondInsert).rowsAffected).toBe(1);
    await second.commit();
    expect((await client.execute("SELECT v FROM t ORDER BY rowid")).rows.map((r) => r.v)).toEqual(["first", "second"]);
  });

  it("reports SQLITE_BUSY clearly when the lock is held past the busy timeout", async () => {
    const { client } = await setup({ busyTimeoutMs: 150 });
    await client.execute("CREATE TABLE t (v TEXT)");
    const holder = await client.transaction("write");
    await holder.execute("INSERT INTO t VALUES ('held')");

    await expect(client.execute("INSERT INTO t VALUES ('blocked')")).rejects.toThrow(/SQLITE_BUSY: database is locked .*150 ms busy timeout/);
    await holder.commit();
    await client.execute("INSERT INTO t VALUES ('after')");
    expect(await count(client, "t")).toBe(2n);
  });

  it("reports a stale snapshot clearly and does not reuse its connection", async () => {
    const { client } = await setup();
    await client.execute("CREATE TABLE t (v TEXT)");
    const deferred = await client.transaction("deferred");
    expect((await deferred.execute("SELECT count(*) AS n FROM t")).rows[0].n).toBe(0n);
    await client.execute("INSERT INTO t VALUES ('meanwhile')");

    await expect(deferred.execute("INSERT INTO t VALUES ('late')")).rejects.toThrow(/SQLITE_BUSY: .*SQLITE_BUSY_SNAPSHOT.*roll back and retry/);
    await deferred.rollback();
    // Later requests see the current data and can write.
    expect(await count(client, "t")).toBe(1n);
    await client.execute("INSERT INTO t VALUES ('after')");
    expect(await count(client, "t")).toBe(2n);
  });

  it("expires idle streams, rolling back their transaction and releasing the lock", async () => {
    const { client } = await setup({ streamIdleTimeoutMs: 150 });
    await client.execute("CREATE TABLE t (v TEXT)");
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO t VALUES ('abandoned')");
    await new Promise((r) => setTimeout(r, 400));

    await expect(tx.execute("SELECT 1")).rejects.toThrow(/STREAM_EXPIRED/);
    await client.execute("INSERT INTO t VALUES ('next')");
    expect((await client.execute("SELECT v FROM t")).rows.map((r) => r.v)).toEqual(["next"]);
  });

  it("gives a clear error for bad SQL", async () => {
    const { client } = await setup();
    await expect(client.execute("SELECT * FROM x")).rejects.toThrow("SQLITE_ERROR: no such table: x");
    await expect(client.execute("SELEC 1")).rejects.toThrow(/SQLITE_ERROR: near "SELEC": syntax error/);
    await expect(client.execute("SELECT 1; SELECT 2")).rejects.toThrow(/SQL_MANY_STATEMENTS/);
    await expect(client.execute("  -- nothing  ")).rejects.toThrow(/SQL_NO_STATEMENT/);
    const error = await client.execute("SELECT * FROM x").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "SQLITE_ERROR" });
    // The server keeps working after errors.
    expect((await client.execute("SELECT 1 AS one")).rows[0].one).toBe(1n);
  });

  it("runs scripts with executeMultiple, including triggers with ; in their body", async () => {
    const { client } = await setup();
    await client.executeMultiple(`
      CREATE TABLE listings (id INTEGER PRIMARY KEY, title TEXT); -- a comment; with a semicolon
      CREATE TABLE audit (msg TEXT);
      CREATE TRIGGER listings_ai AFTER INSERT ON listings BEGIN
        INSERT INTO audit VALUES ('new: ' || new.title);
        INSERT INTO audit VALUES (CASE WHEN new.id > 1 THEN 'many' ELSE 'first' END);
      END;
      INSERT INTO listings (title) VALUES ('Casa; en Coyoacán');
      INSERT INTO listings (title) VALUES ('Depa');
    `);
    expect((await client.execute("SELECT msg FROM audit ORDER BY rowid")).rows.map((r) => r.msg)).toEqual([
      "new: Casa; en Coyoacán",
      "first",
      "new: Depa",
      "many",
    ]);
    await expect(
      client.executeMultiple("INSERT INTO audit VALUES ('x'); INSERT INTO nope VALUES (1); INSERT INTO audit VALUES ('y')"),
    ).rejects.toThrow(/no such table: nope/);
    // A script stops at its first error: earlier statements stay, later ones do not run.
    expect((await client.execute("SELECT count(*) AS n FROM audit WHERE msg IN ('x', 'y')")).rows[0].n).toBe(1n);
  });

  it("applies migrations with client.migrate and restores foreign keys afterwards", async () => {
    const { client } = await setup();
    const results = await client.migrate([
      { sql: "CREATE TABLE parent (id INTEGER PRIMARY KEY)", args: [] },
      { sql: "CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent(id))", args: [] },
      { sql: "INSERT INTO parent (id) VALUES (?)", args: [1] },
    ]);
    expect(results).toHaveLength(3);
    expect(await count(client, "parent")).toBe(1n);
    // libSQL enables foreign keys by default; the migration's PRAGMA foreign_keys=off must not leak.
    for (let i = 0; i < 3; i++) {
      expect((await client.execute("PRAGMA foreign_keys")).rows[0][0]).toBe(1n);
      await expect(client.execute("INSERT INTO child (parent_id) VALUES (99)")).rejects.toThrow(/FOREIGN KEY constraint failed/);
    }
  });

  it("does not carry per-connection state from one stream into another", async () => {
    const { client } = await setup();
    await client.execute("PRAGMA foreign_keys = OFF");
    await client.execute("CREATE TEMP TABLE scratch (x)");
    // Each execute is its own stream: the PRAGMA and the TEMP table are gone.
    expect((await client.execute("PRAGMA foreign_keys")).rows[0][0]).toBe(1n);
    await expect(client.execute("SELECT * FROM temp.scratch")).rejects.toThrow(/no such table: temp.scratch/);
  });

  it("supports FTS5 with diacritics removal and prefix queries, and R*Tree", async () => {
    const { client } = await setup();
    await client.batch(
      [
        "CREATE VIRTUAL TABLE places USING fts5(name, tokenize='unicode61 remove_diacritics 2', prefix='2 3')",
        "INSERT INTO places (name) VALUES ('Álvaro Obregón'), ('Benito Juárez'), ('Coyoacán')",
        "CREATE VIRTUAL TABLE bounds USING rtree(id, min_lng, max_lng, min_lat, max_lat)",
        "INSERT INTO bounds VALUES (1, -99.20, -99.18, 19.35, 19.37), (2, -99.10, -99.05, 19.40, 19.45)",
      ],
      "write",
    );
    for (const query of ["alvaro obr*", "Álvaro Obregón", "ALVARO"]) {
      const rs = await client.execute({ sql: "SELECT name FROM places WHERE places MATCH ? ORDER BY rank", args: [query] });
      expect(rs.rows.map((r) => r.name)).toEqual(["Álvaro Obregón"]);
    }
    const inBox = await client.execute({
      sql: "SELECT id FROM bounds WHERE max_lng >= ? AND min_lng <= ? AND max_lat >= ? AND min_lat <= ?",
      args: [-99.25, -99.15, 19.3, 19.38],
    });
    expect(inBox.rows.map((r) => r.id)).toEqual([1n]);
  });

  it("implements describe, get_autocommit, batch conditions, stored SQL and single-use batons", async () => {
    const { server } = await setup();
    const first = await pipeline(server, {
      baton: null,
      requests: [
        { type: "store_sql", sql_id: 1, sql: "INSERT INTO t (v) VALUES (?)" },
        { type: "execute", stmt: { sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)", want_rows: false } },
        { type: "describe", sql: "SELECT id, v AS value FROM t WHERE id = :id AND v = ?" },
        { type: "describe", sql: "DELETE FROM t" },
        { type: "execute", stmt: { sql: "BEGIN" } },
        { type: "get_autocommit" },
        {
          type: "batch",
          batch: {
            steps: [
              { stmt: { sql_id: 1, args: [{ type: "text", value: "a" }] } },
              { stmt: { sql: "SELECT * FROM missing" } },
              { condition: { type: "error", step: 1 }, stmt: { sql_id: 1, args: [{ type: "text", value: "b" }] } },
              { condition: { type: "ok", step: 1 }, stmt: { sql: "SELECT 'skipped'" } },
              {
                condition: {
                  type: "and",
                  conds: [
                    { type: "ok", step: 0 },
                    { type: "not", cond: { type: "is_autocommit" } },
                  ],
                },
                stmt: { sql: "SELECT count(*) FROM t" },
              },
              { condition: { type: "or", conds: [{ type: "ok", step: 3 }, { type: "is_autocommit" }] }, stmt: { sql: "SELECT 1" } },
            ],
          },
        },
        { type: "close_sql", sql_id: 1 },
        { type: "execute", stmt: { sql_id: 1 } },
      ],
    });
    expect(first.status).toBe(200);
    const [stored, created, describeSelect, describeDelete, begin, autocommit, batch, closedSql, missingSql] = first.json.results;
    expect(stored).toEqual({ type: "ok", response: { type: "store_sql" } });
    expect(created.response.result).toMatchObject({ cols: [], rows: [], affected_row_count: 0 });
    expect(describeSelect.response.result).toEqual({
      params: [{ name: ":id" }, { name: null }],
      cols: [
        { name: "id", decltype: "INTEGER" },
        { name: "value", decltype: "TEXT" },
      ],
      is_explain: false,
      is_readonly: true,
    });
    expect(describeDelete.response.result).toMatchObject({ is_readonly: false, cols: [] });
    expect(begin.type).toBe("ok");
    expect(autocommit.response).toEqual({ type: "get_autocommit", is_autocommit: false });
    const { step_results, step_errors } = batch.response.result;
    expect(step_results.map((r: unknown) => r !== null)).toEqual([true, false, true, false, true, false]);
    expect(step_errors[1]).toEqual({ message: "no such table: missing", code: "SQLITE_ERROR" });
    expect(step_results[4].rows).toEqual([[{ type: "integer", value: "2" }]]);
    expect(closedSql.type).toBe("ok");
    expect(missingSql).toEqual({ type: "error", error: { message: "No SQL text stored with sql_id 1", code: "SQL_NOT_FOUND" } });
    expect(typeof first.json.baton).toBe("string");

    // The transaction is still open in the next request with the new baton...
    const second = await pipeline(server, {
      baton: first.json.baton,
      requests: [{ type: "execute", stmt: { sql: "COMMIT" } }, { type: "get_autocommit" }, { type: "close" }],
    });
    expect(second.json.results.map((r: { type: string }) => r.type)).toEqual(["ok", "ok", "ok"]);
    expect(second.json.results[1].response.is_autocommit).toBe(true);
    expect(second.json.baton).toBeNull();

    // ...and a baton works only once.
    const reused = await pipeline(server, { baton: first.json.baton, requests: [{ type: "get_autocommit" }] });
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe("STREAM_EXPIRED");

    const invalid = await pipeline(server, {
      requests: [{ type: "execute", stmt: { sql: "SELECT ?", args: [{ type: "integer", value: "1.5" }] } }, { type: "nope" }],
    });
    expect(invalid.json.results.map((r: { error: { code: string } }) => r.error.code)).toEqual(["PROTO_ERROR", "PROTO_ERROR"]);
  });

  it("closes cleanly, rolling back open transactions and freeing the port and the file", async () => {
    const file = tempFile();
    const server = await startLocalServer({ file, port: 0 });
    const client = createClient({ url: server.url, intMode: "bigint" });
    await client.execute("CREATE TABLE t (v TEXT)");
    await client.execute("INSERT INTO t VALUES ('committed')");
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO t VALUES ('open at close')");

    await server.close();
    await server.close(); // idempotent
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    client.close();
    // Everything committed was checkpointed into the database file itself.
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);

    // Same port and same file again: the open transaction was rolled back, the lock released.
    const again = await startLocalServer({ file, port: server.port });
    cleanups.push(() => again.close());
    const client2 = connect(again);
    expect((await client2.execute("SELECT v FROM t")).rows.map((r) => r.v)).toEqual(["committed"]);
    await client2.execute("INSERT INTO t VALUES ('writable')");
    expect(await count(client2, "t")).toBe(2n);
  });

  it("answers only the project's own processes: the token, no web page, JSON bodies only", async () => {
    const { server } = await setup({ authToken: "token-de-prueba" });
    const sql = { requests: [{ type: "execute", stmt: { sql: "CREATE TABLE robada (v TEXT)" } }] };
    const post = (headers: Record<string, string>, body = JSON.stringify(sql)) =>
      fetch(`${server.url}/v2/pipeline`, { method: "POST", headers, body });

    // What a page the developer has open could send: no token, an Origin, text/plain.
    expect((await post({ "content-type": "text/plain" })).status).toBe(401);
    expect((await post({ "content-type": "text/plain", authorization: "Bearer token-de-prueba" })).status).toBe(415);
    expect(
      (await post({ "content-type": "application/json", origin: "http://localhost:5173", authorization: "Bearer token-de-prueba" })).status,
    ).toBe(403);
    expect((await post({ "content-type": "application/json", authorization: "Bearer otro" })).status).toBe(401);
    expect((await fetch(`${server.url}/health`)).status).toBe(401);

    // The client with the token works, and none of the refused requests wrote anything.
    const client = createClient({ url: server.url, authToken: "token-de-prueba", intMode: "bigint" });
    cleanups.push(() => client.close());
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE name = 'robada'");
    expect(tables.rows).toHaveLength(0);
  });

  it("restores a snapshot: later writes are gone, open transactions end, and the copies do not pile up", async () => {
    const { server, file, client } = await setup();
    await client.execute("CREATE TABLE t (v TEXT)");
    await client.execute("INSERT INTO t VALUES ('plantilla')");
    const template = join(dirname(file), "template.db");
    await server.snapshot(template);

    await client.execute("INSERT INTO t VALUES ('de otra prueba')");
    const open = await client.transaction("write");
    await open.execute("INSERT INTO t VALUES ('sin confirmar')");
    await server.restore(template);
    expect((await client.execute("SELECT v FROM t")).rows.map((r) => r.v)).toEqual(["plantilla"]);
    await expect(open.commit()).rejects.toThrow();
    open.close();

    // Writes go to the copy and the next restore starts again from the template.
    await client.execute("INSERT INTO t VALUES ('nueva')");
    expect(await count(client, "t")).toBe(2n);
    await server.restore(template);
    expect(await count(client, "t")).toBe(1n);
    const files = readdirSync(dirname(file)).filter((f) => !f.endsWith("-wal") && !f.endsWith("-shm"));
    expect(files.sort()).toEqual([basename(file), `${basename(file)}.copy-2`, "template.db"].sort());
  });
});
