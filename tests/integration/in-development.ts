import { createExecutionContext, env } from "cloudflare:test";
import worker from "../../worker/index";
import { apiRequest, type CallOptions } from "./helpers";

// Apart from helpers.ts because it imports the worker itself: use it only from a test file
// that imports `../../worker/` itself, which run-all.sh gives a vitest run of its own.

// The worker as it runs on a developer's machine (`npm start`): APP_ENV=development, this
// database, no Stripe key, so the local checkout exists. The secret is the tests' own, so
// the same session cookies work. One object, so the worker parses it once.
const developmentBindings = { ...env, APP_ENV: "development", STRIPE_SECRET_KEY: "" };
export function callInDevelopment(path: string, options: CallOptions = {}) {
  return fetchInDevelopment(apiRequest(path, options));
}
export function fetchInDevelopment(request: Request) {
  return worker.fetch(request, developmentBindings as never, createExecutionContext());
}
