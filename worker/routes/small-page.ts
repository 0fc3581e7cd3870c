import { PAGE_ROUTES } from "../../domain/pages/page-routes";
import { escapeHtml } from "../../domain/text/escape";
import { pathInLang, type Lang } from "../../domain/i18n/lang";

// The small pages the worker writes itself for a link in an e-mail that works signed out
// (unsubscribing from alerts, confirming a listing): the site's look on one card, no
// script, never cached or indexed. Every value put into the HTML goes through escapeHtml.

const NO_STORE = { "Cache-Control": "private, no-store", "Content-Type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex" };

/** A small page in `lang` (its `<html lang>` and the logo's link to the home page of that language). */
export function smallPage(status: number, title: string, body: string, lang: Lang = "es"): Response {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Hogaria</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body style="margin:0;background:#f8fafc;font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<main style="max-width:520px;margin:0 auto;padding:32px 16px">
<a href="${pathInLang(PAGE_ROUTES.home.path, lang)}" style="font-size:22px;font-weight:700;color:#0f766e;text-decoration:none">Hogaria</a>
<div style="margin-top:24px;background:#ffffff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(15,23,42,.08)">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${escapeHtml(title)}</h1>
${body}
</div></main></body></html>`;
  return new Response(html, { status, headers: NO_STORE });
}

export const smallParagraph = (text: string) => `<p style="font-size:16px;line-height:1.5;margin:0 0 12px">${escapeHtml(text)}</p>`;

/** A smaller grey line before the page's button. */
export const smallNote = (text: string) => `<p style="font-size:14px;line-height:1.5;color:#475569;margin:0 0 20px">${escapeHtml(text)}</p>`;

const BUTTON =
  "display:inline-block;min-height:44px;box-sizing:border-box;background:#0f766e;color:#ffffff;border:0;border-radius:8px;padding:12px 20px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none";

export const smallLink = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="${BUTTON}">${escapeHtml(label)}</a>`;

/** One button that POSTs to `action` (the page's only change happens there). */
export const smallPostButton = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="${BUTTON}">${escapeHtml(label)}</button></form>`;
