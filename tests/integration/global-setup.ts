import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import type { TestProject } from "vitest/node";
import { startLocalServer } from "../../db/local-server";
import { migrateDatabase } from "../../db/migrate";
import { seedFixture } from "../../db/seed/run";
import { startWebhookReceiver } from "../fixtures/webhook-receiver";

// A fresh database file on the local libSQL server, migrated and loaded with the
// fixture (places, a few listings, the demo accounts). The URL reaches the worker as
// its LIBSQL_URL binding and the tests through inject("libsqlUrl"). A local receiver
// stands in for the call-request webhook.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "hogaria-it-"));
  const server = await startLocalServer({ file: path.join(dir, "test.db"), port: 0 });
  const client = createClient({ url: server.url });
  await migrateDatabase(client);
  await seedFixture(client);
  client.close();
  project.provide("libsqlUrl", server.url);
  const receiver = await startWebhookReceiver();
  project.provide("webhookUrl", receiver.url);
  project.provide("webhookControlUrl", receiver.controlUrl);
  return async () => {
    await receiver.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    libsqlUrl: string;
    webhookUrl: string;
    webhookControlUrl: string;
  }
}
