import { routePartykitRequest } from "partyserver";
import { createApi } from "./app";
import { readConfig, type Bindings } from "./env";
import { withSecurityHeaders } from "./middleware/security-headers";
import { serveMedia } from "./routes/media";
import { scheduled } from "./scheduled";
import { withPageMeta } from "./seo/html-meta";
import { metaForPath } from "./seo/page-meta";
import { listingMetaForPath } from "./seo/listing-meta";
import { createDb } from "../db/client";

import { VIEWER_HEADER } from "../party/board-room";
import { authorizeBoardConnection } from "./services/board-access";
import type { AppConfig } from "./env";

export { BoardRoom } from "../party/board-room";

const api = createApi();

export default {
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
    const config = readConfig(env);
    const { pathname } = new URL(request.url);
    let response: Response;
    if (pathname.startsWith("/api/") || pathname === "/api") {
      response = await api.fetch(request, env, ctx);
    } else if (pathname.startsWith("/parties/")) {
      response = await routeToRoom(request, env, config, pathname);
    } else if (pathname.startsWith("/media/")) {
      response = await serveMedia(request, env);
    } else {
      // The web app; unknown paths get index.html and the app shows its 404 page.
      response = await env.ASSETS.fetch(request);
      if (response.headers.get("Content-Type")?.startsWith("text/html")) {
        const origin = config.PUBLIC_URL ?? new URL(request.url).origin;
        const db = createDb({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN });
        const meta = (await listingMetaForPath(db, pathname, origin)) ?? metaForPath(pathname, origin);
        response = withPageMeta(response, meta, config.MAP_TILE_URL);
      }
    }
    return withSecurityHeaders(response, config);
  },
  async scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    ctx.waitUntil(scheduled(controller, env));
  },
} satisfies ExportedHandler<Bindings>;

// /parties/board-room/{boardId}: the worker checks who connects before the room is reached
// and tells the room in a header it sets itself (a client cannot forge it).
async function routeToRoom(request: Request, env: Bindings, config: AppConfig, pathname: string): Promise<Response> {
  const match = pathname.match(/^\/parties\/board-room\/([^/]+)$/);
  if (!match) return new Response("Not Found", { status: 404 });
  const db = createDb({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN });
  const viewer = await authorizeBoardConnection(db, config, request, decodeURIComponent(match[1]));
  if (!viewer) return new Response("No autorizado", { status: 403 });
  const forwarded = new Request(request);
  forwarded.headers.set(VIEWER_HEADER, encodeURIComponent(JSON.stringify(viewer)));
  return (await routePartykitRequest(forwarded, env as never)) ?? new Response("Not Found", { status: 404 });
}
