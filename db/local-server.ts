// A local libSQL server: serves a database file over Hrana over HTTP (JSON), the
// protocol @libsql/client speaks for http:// URLs. It stands in for `turso dev`.
//
//   tsx db/local-server.ts --file .data/hogaria.db --port 8080
//
// @libsql/client 0.18 talks protocol version 2 (POST /v2/pipeline) without probing;
// clients that probe GET /v3-protobuf get a 404 and fall back to /v2 JSON.
// It listens on 127.0.0.1 and answers only the project's own processes: with an
// authToken, every request must carry it (`npm start` makes a random one and hands it to
// the worker); a request from a web page (it carries an Origin) or a body that is not
// JSON is refused, so a page the developer has open cannot POST SQL to it.
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ConnectionPool } from "./hrana/connections";
import { toProtoError, type PipelineResponse, type StreamRequest } from "./hrana/protocol";
import { StreamRegistry } from "./hrana/streams";

export interface LocalServerOptions {
  /** The database file; its folder is created if missing. */
  file: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** How long a statement waits for another transaction's write lock. */
  busyTimeoutMs?: number;
  /** An idle stream (and its open transaction) is closed after this long. */
  streamIdleTimeoutMs?: number;
  /** When set, requests must send `Authorization: Bearer <authToken>`. */
  authToken?: string;
  /** How long an idle keep-alive connection is kept; 0 (the default): until the client closes it. */
  keepAliveTimeoutMs?: number;
}

export interface LocalServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Writes a consistent copy of the database's committed data to `file` (which must not exist). */
  snapshot(file: string): Promise<void>;
  /**
   * Serves a fresh copy of `file` (made by `snapshot`) from now on. Requests that arrive
   * meanwhile wait for it; the streams open before it are closed, rolling back their
   * transactions. The copy sits beside the database file; the previous copy is deleted.
   */
  restore(file: string): Promise<void>;
}

export async function startLocalServer({
  file,
  port,
  host = "127.0.0.1",
  busyTimeoutMs = 5_000,
  streamIdleTimeoutMs = 10_000,
  authToken,
  keepAliveTimeoutMs = 0,
}: LocalServerOptions): Promise<LocalServer> {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const serve = (path: string) => {
    const pool = new ConnectionPool(path);
    const setup = pool.acquire();
    setup.db.prepare("PRAGMA journal_mode = WAL").raw(true).all();
    pool.release(setup);
    return { path, pool, streams: new StreamRegistry(pool, { busyTimeoutMs, idleTimeoutMs: streamIdleTimeoutMs }) };
  };
  // What the server serves: `restore` replaces it with a copy of a template.
  let served = serve(resolve(file));
  let restores = 0;
  const inFlight = new Set<Promise<void>>();
  let closing: Promise<void> | undefined;
  // While a snapshot or restore runs, new requests wait for it.
  let quiet: Promise<void> | undefined;

  const server = createServer((req, res) => {
    const handling = (async () => {
      while (quiet) await quiet;
      await route(req, res);
    })().catch((e) => {
      if (!res.headersSent) sendJson(res, 500, toProtoError(e));
      else res.destroy();
    });
    inFlight.add(handling);
    void handling.finally(() => inFlight.delete(handling));
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://localhost").pathname.replace(/\/+$/, "");
    if (closing) return sendJson(res, 503, { message: "The server is shutting down", code: "SERVER_CLOSED" });
    // Browsers send Origin on every cross-origin request; the project's clients never do.
    if (req.headers.origin !== undefined) return sendJson(res, 403, { message: "Requests from web pages are refused", code: "FORBIDDEN" });
    if (authToken && req.headers.authorization !== `Bearer ${authToken}`) {
      return sendJson(res, 401, { message: "Missing or wrong auth token", code: "UNAUTHORIZED" });
    }
    if (req.method === "GET" && ["", "/health", "/v2", "/v3"].includes(path)) return sendText(res, 200, "ok");
    if (req.method === "POST" && (path === "/v2/pipeline" || path === "/v3/pipeline")) {
      if (!req.headers["content-type"]?.startsWith("application/json")) {
        return sendJson(res, 415, { message: "The body must be application/json", code: "PROTO_ERROR" });
      }
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return sendJson(res, 400, { message: "The request body is not valid JSON", code: "PROTO_ERROR" });
      }
      return pipeline(body as { baton?: unknown; requests?: unknown }, res);
    }
    sendText(res, 404, `Not found: ${req.method} ${path || "/"}`);
  }

  async function pipeline(body: { baton?: unknown; requests?: unknown }, res: ServerResponse): Promise<void> {
    const { baton, requests } = body ?? {};
    if (!Array.isArray(requests) || (baton != null && typeof baton !== "string")) {
      return sendJson(res, 400, { message: "Expected {baton, requests: [...]}", code: "PROTO_ERROR" });
    }
    const stream = typeof baton === "string" ? served.streams.take(baton) : served.streams.open();
    if (!stream) {
      return sendJson(res, 400, {
        message:
          "The stream has expired or its baton is no longer valid (streams close after " +
          `${streamIdleTimeoutMs / 1000} s without requests, rolling back their transaction)`,
        code: "STREAM_EXPIRED",
      });
    }
    const response: PipelineResponse = { baton: null, base_url: null, results: [] };
    for (const request of requests as StreamRequest[]) response.results.push(await stream.handle(request));
    if (!stream.closed) response.baton = served.streams.park(stream);
    sendJson(res, 200, response);
  }

  // An idle keep-alive connection is closed by its client, never by this server. A server
  // that closes one after N seconds races the client's next request on it: the request
  // lands on a closing socket and the client gets ECONNRESET (fetch does not retry a
  // POST). Clients close idle sockets sooner than a server's hint only while their event
  // loop runs: Node's fetch (undici) counts keep-alive time in ticks of its own timer,
  // not in wall-clock time, so a process that computes for a minute between two requests
  // (a 20,000-listing seed building its rows on a loaded machine, a bench in the same
  // process as this server) still takes a connection the server timed out meanwhile.
  server.keepAliveTimeout = keepAliveTimeoutMs;

  await new Promise<void>((ready, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      ready();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;

  // A copy is never written over a file a connection may still have open (the binding closes
  // a connection's file only once its statements are garbage collected): each restore serves
  // a new file, and the old one is deleted once nothing can reach it.
  async function restore(template: string): Promise<void> {
    while (quiet) await quiet;
    const pending = [...inFlight];
    quiet = (async () => {
      await Promise.allSettled(pending);
      const previous = served;
      previous.streams.closeAll();
      previous.pool.closeAll();
      restores += 1;
      const copy = `${resolve(file)}.copy-${restores}`;
      copyFileSync(resolve(template), copy);
      served = serve(copy);
      if (previous.path !== resolve(file)) {
        for (const suffix of ["", "-wal", "-shm"]) rmSync(previous.path + suffix, { force: true });
      }
    })();
    try {
      await quiet;
    } finally {
      quiet = undefined;
    }
  }

  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${actualPort}`,
    port: actualPort,
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((done) => server.close(() => done()));
        server.closeIdleConnections();
        await Promise.allSettled([...inFlight]);
        server.closeAllConnections();
        await stopped;
        served.streams.closeAll();
        served.pool.closeAll();
      })();
      return closing;
    },
    async snapshot(target) {
      const conn = served.pool.acquire();
      try {
        conn.db.prepare("VACUUM INTO ?").run(resolve(target));
      } finally {
        served.pool.release(conn);
      }
    },
    restore,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
    req.on("error", fail);
  });
}

// The client only parses error bodies whose content type is exactly "application/json".
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const data = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(data) });
  res.end(data);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      file: { type: "string", default: ".data/hogaria.db" },
      port: { type: "string", default: "8080" },
      host: { type: "string", default: "127.0.0.1" },
    },
  });
  const server = await startLocalServer({ file: values.file, port: Number(values.port), host: values.host });
  console.info(`libSQL server for ${values.file} listening on ${server.url}`);
  const shutdown = () => void server.close().then(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
