import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { fileURLToPath } from "node:url";
import { syncBillingCatalogue } from "./billing-catalogue";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));

// Applies the SQL in migrations/ that the database has not seen yet, then writes the
// plans and services of domain/billing into their tables.
export async function migrateDatabase(client: Client): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  await syncBillingCatalogue(client);
}

// `npm run db:migrate`: against LIBSQL_URL (Turso in production).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const url = process.env.LIBSQL_URL;
  if (!url) {
    console.error("Set LIBSQL_URL (and LIBSQL_AUTH_TOKEN for Turso) to migrate a database.");
    process.exit(1);
  }
  const client = createClient({ url, authToken: process.env.LIBSQL_AUTH_TOKEN });
  await migrateDatabase(client);
  client.close();
  console.info(`Migrations applied to ${new URL(url).host}`);
}
