import { exports } from "cloudflare:workers";
import { beforeAll, inject } from "vitest";

// Before a file's first test: the file gets its own copy of the run's database
// (database-per-file.ts). Then its first request compiles the worker for workerd (slow on a
// fresh checkout, with no transform cache), and its first page compiles the web app the
// worker renders (an account's first request follows the e-mail confirmation to a page):
// both happen here, under the hook's two minutes, not inside a test's 20 s.
beforeAll(async () => {
  const restored = await fetch(inject("databaseRestoreUrl"), { method: "POST" });
  if (!restored.ok) throw new Error(`The test database was not restored: ${await restored.text()}`);
  await (await exports.default.fetch("http://hogaria.test/api/health")).text();
  await (await exports.default.fetch("http://hogaria.test/dashboard")).text();
}, 120_000);
