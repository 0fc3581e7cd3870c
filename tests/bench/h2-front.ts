// The edge as a phone meets it. In production Cloudflare answers Hogaria over HTTP/2 (or 3):
// every script a page asks for travels on one connection at once. `npm start` answers over
// HTTP/1.1, where Chromium opens at most six connections to a host and queues the rest, and
// under the benches' emulated 562 ms per request a page's thirty-odd scripts then wait in
// turn for rounds no real visitor waits for. The page benches therefore go through this
// front: TLS with a throwaway self-signed certificate (made with openssl, trusted only by the
// benches' browsers), HTTP/2 towards the browser, and each request passed unchanged to the
// app behind it. WebSocket upgrades (a live board's room) are piped through as they come.
import { execFileSync } from "node:child_process";
import { createHash, createPublicKey } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import http2 from "node:http2";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2), dropped from the app's responses. */
const CONNECTION_HEADERS = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

export type H2Front = { url: string; close(): Promise<void> };

/**
 * The fronts' public keys (SHA-256 of their SPKI, base64), for the bench's Chromium to trust
 * (mobile-page.ts): a page from an origin whose certificate Chromium merely ignores is never
 * cached, so a script the page prefetched would be downloaded again, as no visitor meets it.
 */
const frontKeys = new Set<string>();
export function trustedFrontKeys(): string[] {
  return [...frontKeys];
}

/** Starts the front before `target` (http://host:port) on a free port of 127.0.0.1. */
export async function startH2Front(target: string): Promise<H2Front> {
  const upstream = new URL(target);
  const dir = mkdtempSync(join(tmpdir(), "hogaria-h2-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const cert = readFileSync(join(dir, "cert.pem"));
  frontKeys.add(
    createHash("sha256")
      .update(createPublicKey(cert).export({ type: "spki", format: "der" }))
      .digest("base64"),
  );
  const server = http2.createSecureServer({ key: readFileSync(join(dir, "key.pem")), cert, allowHTTP1: true });
  rmSync(dir, { recursive: true, force: true });

  server.on("request", (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(":")) headers[name] = value;
    headers.host = req.headers[":authority"] ?? req.headers.host ?? upstream.host;
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !CONNECTION_HEADERS.has(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });

  // HTTP/1.1 upgrades (WebSocket): the request line and headers are written to the app as
  // they came, and the two sockets are joined.
  server.on("upgrade", (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const app = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      app.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) app.write(head);
      app.pipe(socket).pipe(app);
    });
    app.on("error", () => socket.destroy());
    socket.on("error", () => app.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
