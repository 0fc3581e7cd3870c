// Types for the workerd test runtime: the worker's bindings and its main module.
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    PHOTOS: R2Bucket;
    BoardRoom: DurableObjectNamespace;
    APP_ENV: string;
    LIBSQL_URL: string;
  }
  interface GlobalProps {
    mainModule: typeof import("../../worker/index");
    durableNamespaces: "BoardRoom";
  }
}
