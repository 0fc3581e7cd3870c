import { Hono } from "hono";
import { dbFor } from "../../db/client";
import { UNSUBSCRIBE_PATH, UNSUBSCRIBE_TEXT as T } from "../../domain/saved-searches/saved-search-alerts";
import { PAGE_ROUTES } from "../../domain/pages/page-routes";
import { readConfig, type Bindings } from "../env";
import { escapeHtml } from "../mail/layout";
import { unsubscribeSearch, unsubscribeTarget } from "../services/saved-search-alerts/unsubscribe";

// UNSUBSCRIBE_PATH?token=…, the link in every alert e-mail: a small page the worker writes
// itself, in the site's look, that works signed out (the signed token is the only key).
//  - GET shows the search's name and one button (a link scanner that opens the link changes
//    nothing);
//  - POST, from that button or from the reader's mail app (RFC 8058 one-click, the
//    List-Unsubscribe-Post header), sets the search to "sin alertas" and confirms it.
// A token that is not ours (tampered, or for something else), or a search deleted since,
// is a 404 page that says so.

const NO_STORE = { "Cache-Control": "private, no-store", "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex" };

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Hogaria</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body style="margin:0;background:#f8fafc;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<main style="max-width:520px;margin:0 auto;padding:32px 16px">
<a href="${PAGE_ROUTES.home.path}" style="font-size:22px;font-weight:700;color:#0f766e;text-decoration:none">Hogaria</a>
<div style="margin-top:24px;background:#ffffff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(15,23,42,.08)">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${escapeHtml(title)}</h1>
${body}
</div></main></body></html>`;
  return new Response(html, { status, headers: NO_STORE });
}

const paragraph = (text: string, style = "font-size:16px;line-height:1.5;margin:0 0 12px") => `<p style="${style}">${escapeHtml(text)}</p>`;
const button =
  "display:inline-block;min-height:44px;background:#0f766e;color:#ffffff;border:0;border-radius:8px;padding:12px 20px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none";
const link = (href: string, label: string) => `<a href="${href}" style="${button}">${escapeHtml(label)}</a>`;

const invalid = () => page(404, T.title, paragraph(T.invalid) + link(PAGE_ROUTES.home.path, T.home));
const done = (name: string) =>
  page(
    200,
    T.title,
    paragraph(T.done(name)) +
      paragraph(T.doneNote, "font-size:14px;line-height:1.5;color:#475569;margin:0 0 20px") +
      link(PAGE_ROUTES.dashboard.path, T.dashboard),
  );

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

export const savedSearchUnsubscribeRoutes = new Hono<{ Bindings: Bindings }>()
  .get(UNSUBSCRIBE_PATH, async (c) => {
    const config = readConfig(c.env);
    const token = tokenOf(c.req.url);
    const target = await unsubscribeTarget(dbFor(config), config.BETTER_AUTH_SECRET, token);
    if (!target) return invalid();
    if (target.frequency === "sin_alertas") return done(target.name);
    const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;
    return page(
      200,
      T.title,
      paragraph(T.confirmQuestion(target.name)) +
        paragraph(T.confirmNote, "font-size:14px;line-height:1.5;color:#475569;margin:0 0 20px") +
        `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="${button}">${escapeHtml(T.confirmButton)}</button></form>`,
    );
  })
  .post(UNSUBSCRIBE_PATH, async (c) => {
    const config = readConfig(c.env);
    const target = await unsubscribeSearch(dbFor(config), config.BETTER_AUTH_SECRET, tokenOf(c.req.url));
    return target ? done(target.name) : invalid();
  });
