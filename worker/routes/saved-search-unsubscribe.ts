import { Hono } from "hono";
import { dbFor } from "../../db/client";
import { UNSUBSCRIBE_PATH, UNSUBSCRIBE_TEXTS } from "../../domain/saved-searches/saved-search-alerts";
import { PAGE_ROUTES } from "../../domain/pages/page-routes";
import { LANGS, pathInLang, type Lang } from "../../domain/i18n/lang";
import { readConfig, type Bindings } from "../env";
import { unsubscribeSearch, unsubscribeTarget } from "../services/saved-search-alerts/unsubscribe";
import { smallLink, smallNote, smallPage, smallParagraph, smallPostButton } from "./small-page";

// UNSUBSCRIBE_PATH?token=…, the link in every alert e-mail: a small page the worker writes
// itself, in the site's look, that works signed out (the signed token is the only key).
// An English e-mail links to its /en twin (/en/alertas/baja), which says the same in English.
//  - GET shows the search's name and one button (a link scanner that opens the link changes
//    nothing);
//  - POST, from that button or from the reader's mail app (RFC 8058 one-click, the
//    List-Unsubscribe-Post header), sets the search to "sin alertas" and confirms it.
// A token that is not ours (tampered, or for something else), or a search deleted since,
// is a 404 page that says so.

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

function pagesIn(lang: Lang) {
  const T = UNSUBSCRIBE_TEXTS[lang];
  const page = (status: number, body: string) => smallPage(status, T.title, body, lang);
  return {
    invalid: () => page(404, smallParagraph(T.invalid) + smallLink(pathInLang(PAGE_ROUTES.home.path, lang), T.home)),
    done: (name: string) =>
      page(200, smallParagraph(T.done(name)) + smallNote(T.doneNote) + smallLink(pathInLang(PAGE_ROUTES.dashboard.path, lang), T.dashboard)),
    confirm: (name: string, token: string) =>
      page(
        200,
        smallParagraph(T.confirmQuestion(name)) +
          smallNote(T.confirmNote) +
          smallPostButton(`${pathInLang(UNSUBSCRIBE_PATH, lang)}?${new URLSearchParams({ token })}`, T.confirmButton),
      ),
  };
}

export const savedSearchUnsubscribeRoutes = new Hono<{ Bindings: Bindings }>();

for (const lang of LANGS) {
  const pages = pagesIn(lang);
  const path = pathInLang(UNSUBSCRIBE_PATH, lang);
  savedSearchUnsubscribeRoutes
    .get(path, async (c) => {
      const config = readConfig(c.env);
      const token = tokenOf(c.req.url);
      const target = await unsubscribeTarget(dbFor(config), config.BETTER_AUTH_SECRET, token);
      if (!target) return pages.invalid();
      if (target.frequency === "sin_alertas") return pages.done(target.name);
      return pages.confirm(target.name, token);
    })
    .post(path, async (c) => {
      const config = readConfig(c.env);
      const target = await unsubscribeSearch(dbFor(config), config.BETTER_AUTH_SECRET, tokenOf(c.req.url));
      return target ? pages.done(target.name) : pages.invalid();
    });
}
