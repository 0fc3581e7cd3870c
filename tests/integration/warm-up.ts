import { exports } from "cloudflare:workers";
import { beforeAll } from "vitest";

// Each file's first request compiles the worker for workerd (slow on a fresh checkout, with
// no transform cache): it happens here, under the hook's minute, not inside a test's 20 s.
beforeAll(async () => {
  await (await exports.default.fetch("http://hogaria.test/api/health")).text();
}, 60_000);
