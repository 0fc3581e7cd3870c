import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL as baseURL, E2E_DB_FILE, E2E_LIBSQL_PORT, E2E_PERSIST_DIR, E2E_PORT as port } from "./tests/e2e/fixtures/e2e-server";

// End-to-end tests: Debian's Chromium against the app started the way `npm start` starts
// it, on its own ports and a fresh database so a running dev copy is not disturbed.

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: `tsx scripts/start.ts --fresh --skip-build --port ${port} --libsql-port ${E2E_LIBSQL_PORT} --db ${E2E_DB_FILE} --persist-to ${E2E_PERSIST_DIR}`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
