import type { Db } from "../db/client";
import type { AppConfig, Bindings } from "./env";

// What every Hono handler can read from the context.
export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    config: AppConfig;
    db: Db;
  };
};
