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
      response = (await routePartykitRequest(request, env as never)) ?? new Response("Not Found", { status: 404 });
    } else if (pathname.startsWith("/media/")) {
      response = await serveMedia(request, env);
    } else {
      // The web app; unknown paths get index.html and the app shows its 404 page.
      response = await env.ASSETS.fetch(request);
      if (response.headers.get("Content-Type")?.startsWith("text/html")) {
        const origin = config.PUBLIC_URL ?? new URL(request.url).origin;
        const db = createDb({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN });
        const meta = (await listingMetaForPath(db, pathname, origin)) ?? metaForPath(pathname, origin);
        response = withPageMeta(response, meta);
      }
    }
    return withSecurityHeaders(response, config);
  },
  async scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    ctx.waitUntil(scheduled(controller, env));
  },
} satisfies ExportedHandler<Bindings>;
