import { createMiddleware } from "hono/factory";
import { dbFor } from "../../db/client";
import { readConfig } from "../env";
import { publicOrigin } from "../public-origin";
import type { AppEnv } from "../types";

// Validated configuration and a database handle for every request.
export const appContext = createMiddleware<AppEnv>(async (c, next) => {
  const config = readConfig(c.env);
  c.set("config", config);
  c.set("origin", publicOrigin(config, c.req.raw));
  c.set("db", dbFor(config));
  await next();
});
