import { createMiddleware } from "hono/factory";
import { createDb } from "../../db/client";
import { readConfig } from "../env";
import type { AppEnv } from "../types";

// Validated configuration and a database handle for every request.
export const appContext = createMiddleware<AppEnv>(async (c, next) => {
  const config = readConfig(c.env);
  c.set("config", config);
  // Links we write (e-mails, share links) use the public origin: always in production
  // (PUBLIC_URL is required there), never the request's Host header.
  c.set("origin", config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : new URL(c.req.url).origin);
  c.set("db", createDb({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN }));
  await next();
});
