import { routePartykitRequest, type Lobby } from "partyserver";
import { createApi } from "./app";
import { loadConfig, type AppConfig, type Bindings } from "./env";
import { errorBody, refusalBody, unexpectedErrorResponse } from "./middleware/errors";
import { langOfRequest } from "./middleware/request-lang";
import { splitLangPath } from "../domain/i18n/lang";
import { PRODUCTION_HEADERS, securityHeaders, withSecurityHeaders } from "./middleware/security-headers";
import { decodedSegment } from "./middleware/path-segment";
import { isTrustedSource } from "./middleware/trusted-origins";
import { IMMUTABLE_ASSET, isHashedAsset, withCacheControl } from "./middleware/page-cache";
import { mediaRoutes } from "./routes/media";
import { BASEMAP_ARCHIVE_PATH, basemapArchiveRoutes } from "./routes/basemap-archive";
import { savedSearchUnsubscribeRoutes } from "./routes/saved-search-unsubscribe";
import { UNSUBSCRIBE_PATH } from "../domain/saved-searches/saved-search-alerts";
import { listingConfirmationRoutes } from "./routes/listing-confirmation";
import { CONFIRMATION_PATH } from "../domain/listings/freshness";
import { SITEMAP_PATH, sitemapXml } from "../domain/pages/sitemap";
import { publicOrigin } from "./public-origin";
import { scheduled } from "./scheduled";
import { consumeFingerprintBatch } from "./services/photo-fingerprints/consume";
import { consumeImportPhotoBatch, IMPORT_PHOTO_DEAD_QUEUE, IMPORT_PHOTO_QUEUE } from "./services/listing-imports/photo-queue";
import { dbFor } from "../db/client";
import { VIEWER_HEADER, viewerHeaderValue } from "../party/protocol";
import { BOARD_ROOM_PARTY } from "../party/room-constants";
import { recordIdSchema } from "../domain/ids";
import { COMMON_MESSAGES } from "../domain/errors/common-messages";
import { authorizeBoardConnection } from "./services/board-access";

export { BoardRoom } from "./rooms/board-room";
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
      response = unexpectedErrorResponse(error, new URL(request.url).pathname.slice(0, 40), langOfRequest(request));
    }
    return withSecurityHeaders(response, config);
  },
  async scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    if (!loadConfig(env).ok) return;
    ctx.waitUntil(scheduled(controller, env));
  },
  // The queues of wrangler.toml: imported listings' photos by URL, and the photo
  // fingerprints (each with its dead-letter queue). A batch is retried whole while the
  // configuration is broken.
  async queue(batch: MessageBatch<unknown>, env: Bindings) {
    const loaded = loadConfig(env);
    if (!loaded.ok) return batch.retryAll();
    const db = dbFor(loaded.config);
    if (batch.queue === IMPORT_PHOTO_QUEUE || batch.queue === IMPORT_PHOTO_DEAD_QUEUE) {
      const queues = { photos: env.PHOTOS, importPhotos: env.IMPORT_PHOTOS, fingerprints: env.PHOTO_FINGERPRINTS };
      return consumeImportPhotoBatch(batch, queues, db, { publicPhotoUrlsOnly: loaded.config.APP_ENV === "production" });
    }
    await consumeFingerprintBatch(batch, env, db);
  },
} satisfies ExportedHandler<Bindings>;

async function route(request: Request, env: Bindings, ctx: ExecutionContext, config: AppConfig): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/api/") || pathname === "/api") return api.fetch(request, env, ctx);
  if (pathname.startsWith("/parties/")) return routeToRoom(request, env, config, pathname);
  if (pathname.startsWith("/media/")) return mediaRoutes.fetch(request, env, ctx);
  if (pathname === BASEMAP_ARCHIVE_PATH) return basemapArchiveRoutes.fetch(request, env, ctx);
  if (splitLangPath(pathname).path === UNSUBSCRIBE_PATH) return savedSearchUnsubscribeRoutes.fetch(request, env, ctx);
  if (pathname === CONFIRMATION_PATH) return listingConfirmationRoutes.fetch(request, env, ctx);
  if (pathname === SITEMAP_PATH) {
    return new Response(sitemapXml(publicOrigin(config, request)), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    });
  }
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
  return servePage(request, env, ctx, config, async (read) => api.fetch(read, env, ctx));
}

// /parties/board-room/{boardId}: partyserver finds the board's room; before it is reached
// the worker checks who connects and tells the room in VIEWER_HEADER, which it sets on
// every request it lets through (whatever a client sent under that name is replaced).
// Only the board rooms are reachable: no other Durable Object answers under /parties.
async function routeToRoom(request: Request, env: Bindings, config: AppConfig, pathname: string): Promise<Response> {
  if (!pathname.startsWith(`/parties/${BOARD_ROOM_PARTY}/`)) return notFound(request);
  const admit = (req: Request, lobby: Lobby) => admitToRoom(req, config, lobby.name);
  // The integration tests declare their bindings on Cloudflare.Env (tests/integration/env.d.ts),
  // which Bindings does not carry; partyserver reads only the Durable Object namespaces.
  const rooms = await routePartykitRequest(request, env as Bindings & Cloudflare.Env, { onBeforeConnect: admit, onBeforeRequest: admit });
  return rooms ?? notFound(request);
}

// The owning agent's session (a handshake that relies on the cookie must come from one of
// our pages: its Origin) or the board's live link; anybody else is refused.
async function admitToRoom(request: Request, config: AppConfig, roomName: string): Promise<Request | Response> {
  const boardId = recordIdSchema.safeParse(decodedSegment(roomName));
  if (!boardId.success) return notFound(request);
  const byCookie = !new URL(request.url).searchParams.has("token");
  if (byCookie && !isTrustedSource(config, request))
    return Response.json(refusalBody(langOfRequest(request), "forbidden_origin", COMMON_MESSAGES.forbiddenOrigin), { status: 403 });
  const viewer = await authorizeBoardConnection(dbFor(config), config, request, boardId.data);
  if (!viewer) return Response.json(refusalBody(langOfRequest(request), "forbidden", COMMON_MESSAGES.boardNotAuthorized), { status: 403 });
  const admitted = new Request(request);
  admitted.headers.set(VIEWER_HEADER, viewerHeaderValue(viewer));
  return admitted;
}

function notFound(request: Request): Response {
  return Response.json(refusalBody(langOfRequest(request), "not_found", COMMON_MESSAGES.notFound), { status: 404 });
}

// 503 naming the configuration keys production is missing (names only, never values).
function misconfigured(problems: string[]): Response {
  const message = `Hogaria no está configurado para producción: ${problems.join(", ")}.`;
  return Response.json(errorBody("misconfigured", message), {
    status: 503,
    headers: { "Retry-After": "300", "Cache-Control": "no-store", ...securityHeaders(PRODUCTION_HEADERS) },
  });
}
