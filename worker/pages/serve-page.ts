import { dbFor, type Db } from "../../db/client";
import { shellMeta } from "../../domain/pages/page-meta";
import { matchPage, PAGE_ROUTES } from "../../domain/pages/page-routes";
import { pathInLang, splitLangPath, type Lang } from "../../domain/i18n/lang";
import { DEFAULT_AFTER_LOGIN, RETURN_PATH_PARAM, safeReturnPath } from "../../domain/auth/return-path";
import { loadPage, type LoadedPage, type RenderedPage } from "@web/entry-server";
import type { KnownAuth } from "@web/lib/auth/auth-context";
import type { AppConfig, Bindings } from "../env";
import { createAuth } from "../auth";
import { publicOrigin } from "../public-origin";
import { describeErrorForLog } from "../logging/log-redaction";
import { hasSessionCookie, pageCacheControl, PERSONAL_PAGE } from "../middleware/page-cache";
import { isDatabaseUnavailable } from "../services/database-errors";
import { profileOf } from "../services/session";
import { documentParts, withModulePreloads } from "./html-document";
import { BASEMAP_ARCHIVE_PATH, hasBasemapArchive } from "../routes/basemap-archive";
import { pageServices } from "./page-services";
import { appTemplate, pageChunks, pagePreloads } from "./app-template";
import { shellReads } from "../../domain/pages/shell-reads";
import { shellAnswers, shellAnswersScript, type ApiFetch } from "./shell-answers";

const SIGNED_OUT: KnownAuth = { user: null, session: null };

/**
 * A page of the web app. The page's loader runs first (its data decides the status and the
 * head); then the head goes out at once, so the browser fetches the stylesheet, the font
 * and the largest image while the body renders, and the rendered body follows with the
 * data it shows. Signed-in areas get the app's shell, which names every script the page runs
 * (module preloads) and, for a signed-in person, carries the API's answers to the page's
 * first reads (`api`: the worker's own API). A page whose data cannot be read right now is
 * the shell too (the app retries), with a 503.
 */
export async function servePage(request: Request, env: Bindings, ctx: ExecutionContext, config: AppConfig, api: ApiFetch): Promise<Response> {
  const url = new URL(request.url);
  const origin = publicOrigin(config, request);
  const [template, chunks, preloads] = await Promise.all([appTemplate(env, url), pageChunks(env, url), pagePreloads(env, url)]);
  const { lang, path } = splitLangPath(url.pathname);
  const match = matchPage(path);
  const route = PAGE_ROUTES[match.id];
  // Every script the page runs (the app's, the page module's and all they import), or at
  // least the page module's: a rendered page names them for boot.ts, a shell preloads them.
  const pageScripts = preloads[route.module] ?? (chunks[route.module] ? [chunks[route.module]] : []);
  const shellScripts = route.rendering === "client" ? pageScripts : [];
  const personal = hasSessionCookie(request);
  const where = {
    url: `${origin}${canonicalPath(url.pathname)}`,
    origin,
    lang,
    path: canonicalPath(path),
    tileUrl: config.MAP_TILE_URL,
    tileAttribution: config.MAP_TILE_ATTRIBUTION,
    tileArchive: hasBasemapArchive(env, config) ? BASEMAP_ARCHIVE_PATH : "",
  };

  let page: LoadedPage;
  let auth = SIGNED_OUT;
  try {
    const db = dbFor(config);
    if (personal) auth = await knownAuth(db, config, origin, request);
    if (auth.user && "signedOutOnly" in route) return sendOn(url, lang);
    page = await loadPage({ url, origin, services: pageServices(db, config), auth });
  } catch (error) {
    const status = isDatabaseUnavailable(error) ? 503 : 500;
    if (status === 500) console.error("page_load_failed", { path: url.pathname.slice(0, 80), error: describeErrorForLog(error) });
    const shell = documentParts(template, shellMeta(lang), where, pageScripts);
    return html(shell.start + shell.end, status, PERSONAL_PAGE);
  }

  const cacheControl = pageCacheControl(match.id, page.status, personal);
  // Someone signed in came to work on the page: its code runs once it is painted. A visitor's
  // page is complete without it: the code runs at their first act (PAGE_CODE_META).
  const { start, end } = documentParts(template, page.meta, where, pageScripts, auth.user ? "painted" : "intent");
  if (!page.render) {
    const shell = withModulePreloads({ start, end }, shellScripts);
    const reads = auth.user ? shellReads(match.id, match.params, url.search, auth.user.role) : [];
    const answers = reads.length > 0 ? shellAnswersScript(await shellAnswers(api, request, reads)) : "";
    return html(`${shell.start}</div>${answers}${shell.end.slice("</div>".length)}`, page.status, cacheControl);
  }
  const render = page.render;

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const encoder = new TextEncoder();
  const stream = async () => {
    const writer = writable.getWriter();
    await writer.write(encoder.encode(start));
    let rendered: RenderedPage | null = null;
    try {
      rendered = await render();
    } catch (error) {
      // Nothing of the body went out: the empty root makes the browser render the page itself.
      console.error("page_render_failed", { path: url.pathname.slice(0, 80), error: describeErrorForLog(error) });
    }
    if (rendered) {
      const reader = rendered.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) await writer.write(chunk.value);
      await writer.write(encoder.encode(`</div>${rendered.stateScript}${end.slice("</div>".length)}`));
    } else {
      await writer.write(encoder.encode(end));
    }
    await writer.close();
  };
  // A visitor who leaves mid-page closes the stream: nothing to report.
  ctx.waitUntil(stream().catch(() => {}));
  return new Response(readable, { status: page.status, headers: pageHeaders(cacheControl) });
}

// A signed-in person who opens the sign-in or sign-up page goes where it would have taken
// them (its way back, when that is one of our paths) or to their dashboard, in the page's language.
function sendOn(url: URL, lang: Lang): Response {
  const target = pathInLang(safeReturnPath(url.searchParams.get(RETURN_PATH_PARAM)) ?? DEFAULT_AFTER_LOGIN, lang);
  return new Response(null, { status: 302, headers: { Location: target, "Cache-Control": PERSONAL_PAGE, Vary: "Cookie" } });
}

function html(body: string, status: number, cacheControl: string): Response {
  return new Response(body, { status, headers: pageHeaders(cacheControl) });
}

function pageHeaders(cacheControl: string): Headers {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl });
  if (cacheControl === PERSONAL_PAGE) headers.set("Vary", "Cookie");
  return headers;
}

// Who the page is rendered for. Only what the app needs leaves: never the session's token.
async function knownAuth(db: Db, config: AppConfig, origin: string, request: Request): Promise<KnownAuth> {
  const current = await createAuth(db, config, origin).api.getSession({ headers: request.headers });
  if (!current) return SIGNED_OUT;
  const { id, userId, expiresAt } = current.session;
  return { user: profileOf(current.user), session: { id, userId, expiresAt: new Date(expiresAt).toISOString() } };
}

const canonicalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
