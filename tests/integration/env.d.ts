/// <reference types="@cloudflare/vitest-plugin/types" />
// The worker's bindings and main module come from `wrangler types` (types/worker-env.d.ts);
// the tests add the vars vitest.integration.config.ts sets, and pass the env on with other vars.
declare namespace Cloudflare {
  interface Env {
    APP_ENV: string;
    LIBSQL_URL: string;
    CALL_WEBHOOK_URL: string;
    MAP_TILES: R2Bucket;
    [key: string]: unknown;
  }
}
