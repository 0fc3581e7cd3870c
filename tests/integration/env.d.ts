/// <reference types="@cloudflare/vitest-plugin/types" />
// Types for the workerd test runtime: the worker's bindings and its main module.
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    PHOTOS: R2Bucket;
    BoardRoom: DurableObjectNamespace;
    CallOutbox: DurableObjectNamespace;
    APP_ENV: string;
    LIBSQL_URL: string;
    CALL_WEBHOOK_URL: string;
    AUTH_RATE_LIMITER: RateLimit;
    CALL_RATE_LIMITER: RateLimit;
    CONTACT_RATE_LIMITER: RateLimit;
    ACCOUNT_RATE_LIMITER: RateLimit;
    WRITE_RATE_LIMITER: RateLimit;
    [key: string]: unknown;
  }
  interface GlobalProps {
    mainModule: typeof import("../../worker/index");
    durableNamespaces: "BoardRoom";
  }
}
