import { createClient, type Client } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, type Db } from "../client";
import { startLocalServer } from "../local-server";
import { migrateDatabase } from "../migrate";
import { seedIfEmpty, type SeedOptions } from "../seed/run";

export type TemporaryDatabase = {
  /** The raw client, to arrange rows and read what the code under test wrote. */
  client: Client;
  /** The app's drizzle database over the same server, as the worker uses it. */
  db: Db;
  counts: Awaited<ReturnType<typeof seedIfEmpty>>["counts"];
  /** Closes the client and the server and deletes the files. */
  close: () => Promise<void>;
};

/**
 * A real libSQL database for the tests and benches that call the worker's services
 * directly: the project's local server (the worker's client and protocol) on a temporary
 * file, migrated and seeded with the demo data (photos off).
 */
export async function temporaryDatabase(name: string, seed: SeedOptions = {}): Promise<TemporaryDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), `hogaria-${name}-`));
  const server = await startLocalServer({ file: path.join(dir, `${name}.db`), port: 0 });
  const client = createClient({ url: server.url });
  await migrateDatabase(client);
  const { counts } = await seedIfEmpty(client, { photos: false, ...seed });
  return {
    client,
    db: createDb({ url: server.url }),
    counts,
    close: async () => {
      client.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
