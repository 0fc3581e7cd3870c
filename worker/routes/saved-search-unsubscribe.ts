import { Hono } from "hono";
import { dbFor } from "../../db/client";
import { UNSUBSCRIBE_PATH, UNSUBSCRIBE_TEXT as T } from "../../domain/saved-searches/saved-search-alerts";
import { PAGE_ROUTES } from "../../domain/pages/page-routes";
import { readConfig, type Bindings } from "../env";
import { unsubscribeSearch, unsubscribeTarget } from "../services/saved-search-alerts/unsubscribe";
import { smallLink, smallNote, smallPage, smallParagraph, smallPostButton } from "./small-page";

// UNSUBSCRIBE_PATH?token=…, the link in every alert e-mail: a small page the worker writes
// itself, in the site's look, that works signed out (the signed token is the only key).
//  - GET shows the search's name and one button (a link scanner that opens the link changes
//    nothing);
//  - POST, from that button or from the reader's mail app (RFC 8058 one-click, the
//    List-Unsubscribe-Post header), sets the search to "sin alertas" and confirms it.
// A token that is not ours (tampered, or for something else), or a search deleted since,
// is a 404 page that says so.

const invalid = () => smallPage(404, T.title, smallParagraph(T.invalid) + smallLink(PAGE_ROUTES.home.path, T.home));
const done = (name: string) =>
  smallPage(200, T.title, smallParagraph(T.done(name)) + smallNote(T.doneNote) + smallLink(PAGE_ROUTES.dashboard.path, T.dashboard));

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

export const savedSearchUnsubscribeRoutes = new Hono<{ Bindings: Bindings }>()
  .get(UNSUBSCRIBE_PATH, async (c) => {
    const config = readConfig(c.env);
    const token = tokenOf(c.req.url);
    const target = await unsubscribeTarget(dbFor(config), config.BETTER_AUTH_SECRET, token);
    if (!target) return invalid();
    if (target.frequency === "sin_alertas") return done(target.name);
    const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`;
    return smallPage(
      200,
      T.title,
      smallParagraph(T.confirmQuestion(target.name)) + smallNote(T.confirmNote) + smallPostButton(action, T.confirmButton),
    );
  })
  .post(UNSUBSCRIBE_PATH, async (c) => {
    const config = readConfig(c.env);
    const target = await unsubscribeSearch(dbFor(config), config.BETTER_AUTH_SECRET, tokenOf(c.req.url));
    return target ? done(target.name) : invalid();
  });
