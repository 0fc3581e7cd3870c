import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL as baseURL, E2E_WORKERS, e2eApp } from "./tests/e2e/fixtures/e2e-server";

// End-to-end tests: Debian's Chromium against the app started the way `npm start` starts
// it. Each worker has an app of its own, on its own ports with a fresh database
// (tests/e2e/fixtures/e2e-server.ts), so a running dev copy is not disturbed and the
// workers never see each other's writes. A test file runs in one worker, in order.

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // In CI, each failure's error is repeated after the summary (fixtures/failures-at-the-end.ts).
  reporter: process.env.CI ? [["line"], ["./tests/e2e/fixtures/failures-at-the-end.ts"]] : "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "es-MX",
    trace: "off",
    // The API takes writes only from our own pages (their Origin). A browser sends it by
    // itself; the tests' direct API calls (request.post) carry it through this header.
    extraHTTPHeaders: { origin: baseURL },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  // In a worker, `baseURL` above is that worker's app: the config is loaded in each worker
  // once Playwright has named its parallel index.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const app = e2eApp(index);
    return {
      command: `tsx scripts/start.ts --fresh --skip-build --port ${app.port} --libsql-port ${app.libsqlPort} --db ${app.dbFile} --persist-to ${app.persistDir}`,
      url: `${app.baseUrl}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    };
  }),
});
