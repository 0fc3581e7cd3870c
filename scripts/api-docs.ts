// `npm run api-docs`: writes docs/api.md from the API's route declarations (decision 0048).
// `--check` writes nothing and prints { undeclared, stale } as JSON, exiting 1 when an
// endpoint declares nothing or docs/api.md is out of date (scripts/api-docs.test.ts).
//
// The worker's modules are loaded on Node only to list the routes: nothing of them runs but
// createApi(). The one module that imports the Workers runtime (`cloudflare:workers`, for a
// Durable Object class and partyserver) gets empty stand-ins.
import { readFileSync, writeFileSync } from "node:fs";
import { registerHooks } from "node:module";

const DOCS = new URL("../docs/api.md", import.meta.url);
const RUNTIME_STANDIN = "data:text/javascript,export class DurableObject {}; export class WorkerEntrypoint {}; export const env = {};";

registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === "cloudflare:workers" ? { url: RUNTIME_STANDIN, shortCircuit: true } : nextResolve(specifier, context),
});

// A path TypeScript does not follow: the worker's code is typed by its own project.
const entry = new URL("../worker/route-declaration/api-docs.ts", import.meta.url).href;
const { apiDocs } = (await import(entry)) as { apiDocs: () => { text: string; undeclared: string[] } };
const { text, undeclared } = apiDocs();

if (process.argv.includes("--check")) {
  const stale = readFileSync(DOCS, "utf8") !== text;
  console.log(JSON.stringify({ undeclared, stale }));
  process.exitCode = undeclared.length || stale ? 1 : 0;
} else {
  writeFileSync(DOCS, text);
  if (undeclared.length) {
    console.error(`Endpoints without a declaration: ${undeclared.join(", ")}`);
    process.exitCode = 1;
  }
}
