import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { LocalServer } from "../../db/local-server";

// Each test file starts from the same database: the one migrated and seeded once per run
// (its template). The setup every file runs (warm-up.ts) asks this endpoint, in the
// global-setup process beside the database server, to serve a fresh copy of the template
// before the file's first test, so no file sees what another one wrote. The stand-in for
// outside services forgets what the files before sent it (`forget`): folios, for one,
// start again at 1 in each file's database.
export async function startDatabaseRestorer(database: LocalServer, template: string, forget: () => void) {
  const server = createServer((req, res) => {
    if (req.method !== "POST") return void res.writeHead(405).end();
    forget();
    database.restore(template).then(
      () => res.writeHead(204).end(),
      (e: unknown) => res.writeHead(500, { "content-type": "text/plain" }).end(String(e)),
    );
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/restore`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
