import type { Db } from "../db/client";
import type { Auth } from "./auth";
import type { Profile } from "../domain/auth/profile";
import type { AppConfig, Bindings } from "./env";

// What every Hono handler can read from the context.
export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    config: AppConfig;
    db: Db;
    origin: string;
    // Set on first use by services/session.ts authFor().
    auth?: Auth;
    // Set by middleware/require-user.ts; only routes behind it read it.
    user: Profile;
  };
};
