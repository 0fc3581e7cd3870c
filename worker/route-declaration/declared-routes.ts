import { declarationOf, type RouteDeclaration } from "./route";

// One entry of a Hono app's `routes`: Hono lists one per handler (a route's middleware
// included), with the mount point of a sub-app already in the path.
type RouteEntry = { method: string; path: string; handler: unknown };
type Handler = ((...args: unknown[]) => unknown) & { __COMPOSED_HANDLER?: Handler };

export type Endpoint = { method: string; path: string; declaration: RouteDeclaration | undefined };

/**
 * Every endpoint of an app as "METHOD /path" with the declaration its `route()` carries (or
 * none). `.use` adds "ALL …*" entries: those are middleware, unless every handler of the entry
 * is a terminal one (a middleware takes `next`, two parameters), as `.all("/*", …)` in the
 * auth routes, which is an endpoint. A sub-app with its own error handler wraps each handler
 * (Hono keeps the original as __COMPOSED_HANDLER).
 */
export function endpointsOf(routes: readonly RouteEntry[]): Endpoint[] {
  const handlers = new Map<string, { method: string; path: string; handlers: Handler[] }>();
  for (const r of routes) {
    const key = `${r.method} ${r.path}`;
    const handler = (r.handler as Handler).__COMPOSED_HANDLER ?? (r.handler as Handler);
    const entry = handlers.get(key) ?? { method: r.method, path: r.path, handlers: [] };
    entry.handlers.push(handler);
    handlers.set(key, entry);
  }
  return [...handlers.values()]
    .filter((e) => !(e.method === "ALL" && e.path.endsWith("*") && e.handlers.every((h) => h.length >= 2)))
    .map((e) => ({ method: e.method, path: e.path, declaration: e.handlers.map(declarationOf).find(Boolean) }));
}

/** "METHOD /path" of each endpoint that does not declare itself. */
export const undeclared = (endpoints: readonly Endpoint[]) => endpoints.filter((e) => !e.declaration).map((e) => `${e.method} ${e.path}`);
