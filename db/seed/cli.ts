// `npm run db:seed`: loads the demo data into LIBSQL_URL (default: the local server that
// `npm start` runs) when it is empty. Run `npm run db:migrate` first.
//   --listings N        how many listings (default 2,400)
//   --no-photos         skip rendering and storing the photos in local R2
//   --persist-to DIR    wrangler's state folder (default .wrangler/state, as npm start uses)
//   --locations-only    only the places
//   --fixture           the small test fixture
import path from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { DEFAULT_LISTINGS, seedFixture, seedIfEmpty, seedLocationsOnly } from "./run";

const { values: args } = parseArgs({
  options: {
    listings: { type: "string", default: String(DEFAULT_LISTINGS) },
    "no-photos": { type: "boolean", default: false },
    "persist-to": { type: "string", default: ".wrangler/state" },
    "locations-only": { type: "boolean", default: false },
    fixture: { type: "boolean", default: false },
  },
});

const url = process.env.LIBSQL_URL ?? "http://127.0.0.1:8080";
const client = createClient({ url, authToken: process.env.LIBSQL_AUTH_TOKEN });
try {
  const started = performance.now();
  const result = args["locations-only"]
    ? await seedLocationsOnly(client)
    : args.fixture
      ? await seedFixture(client)
      : await seedIfEmpty(client, {
          listings: Number(args.listings),
          photos: !args["no-photos"],
          photosPersistDir: path.join(path.resolve(args["persist-to"]), "v3"),
        });
  const ms = Math.round(performance.now() - started);
  console.info(`${result.seeded ? "Seeded" : "Already seeded, nothing written"} (${ms} ms): ${JSON.stringify(result.counts)}`);
} finally {
  client.close();
}
