import { exports } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { inject } from "vitest";

export const ORIGIN = "http://hogaria.test";

// The test database, for arranging data and reading what the worker wrote.
export const testDb = () => createClient({ url: inject("libsqlUrl") });

let ipCounter = 0;
// Each test acts from its own address so rate limits of one test never touch another.
export const freshIp = () => {
  ipCounter += 1;
  return `10.${Math.floor(Math.random() * 200)}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

export type CallOptions = { method?: string; body?: unknown; ip?: string; cookie?: string; headers?: Record<string, string> };

export function call(path: string, { method, body, ip, cookie, headers }: CallOptions = {}) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers: {
      origin: ORIGIN,
      "cf-connecting-ip": ip ?? freshIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// "name=value" pairs of every Set-Cookie, ready to send back as a Cookie header.
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export const uniqueEmail = (prefix = "persona") => `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.mx`;
