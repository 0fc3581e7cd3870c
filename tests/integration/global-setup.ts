import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import type { TestProject } from "vitest/node";
import { startLocalServer } from "../../db/local-server";
import { migrateDatabase } from "../../db/migrate";
import { seedFixture } from "../../db/seed/run";
import { startWebhookReceiver } from "../fixtures/webhook-receiver";
import { startDatabaseRestorer } from "./database-per-file";

// A database file on the local libSQL server, migrated and loaded with the fixture (places,
// a few listings, the demo accounts), kept as the template each test file starts from
// (database-per-file.ts). A run by hand may name a template file to keep between runs
// (HOGARIA_IT_TEMPLATE): the first run writes it, the next ones skip the seeding.
// The URL reaches the worker as its LIBSQL_URL binding and the tests through
// inject("libsqlUrl"). A local receiver stands in for the call-request webhook.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "hogaria-it-"));
  const server = await startLocalServer({ file: path.join(dir, "test.db"), port: 0 });
  const template = process.env.HOGARIA_IT_TEMPLATE || path.join(dir, "template.db");
  if (!existsSync(template)) {
    const client = createClient({ url: server.url });
    await migrateDatabase(client);
    await seedFixture(client);
    client.close();
    await server.snapshot(template);
  }
  // Served from the start, before any file restores its own copy.
  await server.restore(template);
  const receiver = await startWebhookReceiver();
  const restorer = await startDatabaseRestorer(server, template, () => receiver.reset());
  project.provide("libsqlUrl", server.url);
  project.provide("databaseRestoreUrl", restorer.url);
  project.provide("webhookUrl", receiver.url);
  project.provide("webhookControlUrl", receiver.controlUrl);
  return async () => {
    await receiver.close();
    await restorer.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    libsqlUrl: string;
    databaseRestoreUrl: string;
    webhookUrl: string;
    webhookControlUrl: string;
  }
}
