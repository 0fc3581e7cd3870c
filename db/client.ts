import { createClient, type Client } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "./schema/index";

export type DbConfig = { url: string; authToken?: string };

// The worker's database: libSQL over HTTP (Turso in production, db/local-server.ts locally).
export function createDb(config: DbConfig) {
  const client: Client = createClient({ url: config.url, authToken: config.authToken, intMode: "number" });
  return drizzle(client, { schema });
}

export type Db = ReturnType<typeof createDb>;

// The database the worker's configuration names (LIBSQL_URL, and LIBSQL_AUTH_TOKEN for Turso).
export function dbFor(config: { LIBSQL_URL: string; LIBSQL_AUTH_TOKEN?: string }): Db {
  return createDb({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN });
}

// A transaction inside db.transaction(): services that must run inside one take either.
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;
