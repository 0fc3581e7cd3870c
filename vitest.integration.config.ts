import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { TEST_AUTH_SECRET, TEST_STRIPE_SECRET_KEY, TEST_STRIPE_WEBHOOK_SECRET } from "./tests/fixtures/test-env";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Integration tests: the worker runs in workerd (via the Cloudflare plugin) against a
// fresh database served by db/local-server.ts, started in global-setup.ts.
export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      main: "./worker/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        // APP_ENV=test: no development shortcut, so its own secret and a Stripe (the local
        // fake in tests/fixtures/webhook-receiver.ts) are required, as in production.
        bindings: {
          APP_ENV: "test",
          LIBSQL_URL: inject<string>("libsqlUrl"),
          BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
          CALL_WEBHOOK_URL: inject<string>("webhookUrl"),
          STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
          STRIPE_API_URL: `${inject<string>("webhookControlUrl")}/stripe`,
          // The stand-in PAC (tests/fixtures/webhook-receiver.ts) and SAT's test issuer.
          CFDI_PAC_URL: `${inject<string>("webhookControlUrl")}/pac/cfdi40/timbrar`,
          CFDI_PAC_API_KEY: "pac-de-prueba",
          CFDI_ISSUER_RFC: "EKU9003173C9",
          CFDI_ISSUER_NAME: "ESCUELA KEMPER URGATE",
          CFDI_ISSUER_REGIMEN: "601",
          CFDI_ISSUER_ZIP: "42501",
        },
        // The optional basemap bucket wrangler.toml leaves commented out (basemap-archive.test.ts).
        r2Buckets: ["MAP_TILES"],
      },
    })),
  ],
  // The worker renders the web app's public pages: the web code's import aliases.
  resolve: { alias: { "@domain": here("./domain"), "@web": here("./web/src"), "@party": here("./party") } },
  // wrangler.toml runs React's production build in the worker, whose JSX runtime has no
  // development entry points: compile JSX for production here too.
  oxc: { jsx: { runtime: "automatic", development: false } },
  // `npm run test:integration` runs them all in one run, under a watchdog: see run-all.sh.
  test: {
    name: "integration",
    include: ["tests/integration/**/*.test.ts"],
    globalSetup: ["./tests/integration/global-setup.ts"],
    setupFiles: ["./tests/integration/warm-up.ts"],
    // One file at a time: the files share the worker under test (its rate limiters) and
    // one database server, which serves each file a fresh copy of the seeded database.
    fileParallelism: false,
    // The worker's own console lines go straight to workerd's output, not through Vitest's
    // console capture. Captured, a line logged from another I/O context (a queue consumer,
    // a waitUntil task) while a file sends its last report is parked and never sent, and
    // the run waits for it forever: the plugin's known hang (cloudflare/workers-sdk#15719),
    // which stopped a CI run after listing-photos.test.ts (its fingerprint queue logs).
    disableConsoleIntercept: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
