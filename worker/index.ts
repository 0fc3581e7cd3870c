import { routePartykitRequest } from "partyserver";
import { createApi } from "./app";
import { loadConfig, type AppConfig, type Bindings } from "./env";
import { errorBody, unexpectedErrorResponse } from "./middleware/errors";
import { PRODUCTION_HEADERS, securityHeaders, withSecurityHeaders } from "./middleware/security-headers";
import { decodedSegment } from "./middleware/path-segment";
import { isTrustedSource } from "./middleware/trusted-origins";
import { IMMUTABLE_ASSET, isHashedAsset, withCacheControl } from "./middleware/page-cache";
import { mediaRoutes } from "./routes/media";
import { scheduled } from "./scheduled";
import { createDb } from "../db/client";

import { VIEWER_HEADER } from "../party/board-room";
import { authorizeBoardConnection } from "./services/board-access";

export { BoardRoom } from "../party/board-room";
export { CallOutbox } from "./outbox/call-outbox";

const api = createApi();

export default {
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
    const loaded = loadConfig(env);
    // Production without its keys does not serve at all: every answer names what is missing.
    if (!loaded.ok) return misconfigured(loaded.problems);
    const config = loaded.config;
    let response: Response;
    try {
      response = await route(request, env, ctx, config);
    } catch (error) {
      // Whatever fails outside Hono's own error handler still leaves as our envelope.
      response = unexpectedErrorResponse(error, new URL(request.url).pathname.slice(0, 40));
    }
    return withSecurityHeaders(response, config);
  },
  async scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    if (!loadConfig(env).ok) return;
    ctx.waitUntil(scheduled(controller, env));
  },
} satisfies ExportedHandler<Bindings>;

async function route(request: Request, env: Bindings, ctx: ExecutionContext, config: AppConfig): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/api/") || pathname === "/api") return api.fetch(request, env, ctx);
  if (pathname.startsWith("/parties/")) return routeToRoom(request, env, config, pathname);
  if (pathname.startsWith("/media/")) return mediaRoutes.fetch(request, env, ctx);
  // Files of the build and of web/public have an extension; every other path is a page.
  if (/\.[a-z0-9]+$/i.test(pathname)) {
    const response = await env.ASSETS.fetch(request);
    if (!response.headers.get("Content-Type")?.startsWith("text/html")) {
      return isHashedAsset(pathname) && response.ok ? withCacheControl(response, IMMUTABLE_ASSET) : response;
    }
    await response.body?.cancel();
  }
  // React and the pages are evaluated only by an isolate that serves a page, not by one that
  // answers the API.
  const { servePage } = await import("./pages/serve-page");
  return servePage(request, env, ctx, config);
}

// /parties/board-room/{boardId}: the worker checks who connects before the room is reached
// and tells the room in a header it sets itself (a client cannot forge it). A handshake
// that relies on the session cookie must come from one of our pages (its Origin).
async function routeToRoom(request: Request, env: Bindings, config: AppConfig, pathname: string): Promise<Response> {
  const boardId = decodedSegment(pathname.match(/^\/parties\/board-room\/([^/]{1,200})$/)?.[1]);
  if (!boardId) return Response.json(errorBody("not_found", "No encontramos lo que buscas."), { status: 404 });
  const byCookie = !new URL(request.url).searchParams.has("token");
  if (byCookie && !isTrustedSource(config, request)) return Response.json(errorBody("forbidden_origin", "Origen no permitido."), { status: 403 });
  const db = createDb({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN });
  const viewer = await authorizeBoardConnection(db, config, request, boardId);
  if (!viewer) return Response.json(errorBody("forbidden", "No autorizado"), { status: 403 });
  const forwarded = new Request(request);
  forwarded.headers.set(VIEWER_HEADER, encodeURIComponent(JSON.stringify(viewer)));
  return (await routePartykitRequest(forwarded, env as never)) ?? Response.json(errorBody("not_found", "No encontramos lo que buscas."), { status: 404 });
}

// 503 naming the configuration keys production is missing (names only, never values).
function misconfigured(problems: string[]): Response {
  const message = `Hogaria no está configurado para producción: ${problems.join(", ")}.`;
  return Response.json(errorBody("misconfigured", message), {
    status: 503,
    headers: { "Retry-After": "300", "Cache-Control": "no-store", ...securityHeaders(PRODUCTION_HEADERS) },
  });
}
