import { Hono } from "hono";
import { dbFor } from "../../db/client";
import { closedAnswerLabel, CONFIRMATION_PATH, FRESHNESS_TEXT as T } from "../../domain/listings/freshness";
import { LISTING_MESSAGES } from "../../domain/listings/listing-messages";
import { closedStatusFor, LISTING_STATUS_LABELS } from "../../domain/listings/listing-status";
import type { Operation } from "../../domain/properties/property";
import { PAGE_ROUTES } from "../../domain/pages/page-routes";
import { readConfig, type Bindings } from "../env";
import { answerConfirmationLink, confirmationLinkTarget, type ConfirmationLinkState } from "../services/listing-freshness/confirm";
import { smallLink, smallNote, smallPage, smallParagraph, smallPostButton } from "./small-page";

// CONFIRMATION_PATH?token=…, the links of the e-mail that asks whether a listing is still
// available ("Sigue disponible" / "Ya se rentó"): a page the worker writes itself that works
// signed out (the signed token is the only key).
//  - GET says what the answer will do and shows one button: mail scanners open links, and
//    one that confirmed a listing nobody checked, or closed it, would lie;
//  - POST from that button answers, once.
// A token that is not ours (forged, tampered, for something else) or of a listing deleted
// since is a 404 page; one past its date, or already answered, says so and leads to
// "Mis propiedades".

const toDashboard = smallLink(PAGE_ROUTES.dashboard.path, T.dashboard);
/** "rentada", "vendida": what the listing becomes when the advertiser answers it is closed. */
const closedWord = (operation: Operation) => LISTING_STATUS_LABELS[closedStatusFor(operation)].toLowerCase();

function doneText(state: Extract<ConfirmationLinkState, { kind: "done" }>): string {
  if (state.answer === "cerrada") return T.doneClosed(state.title, closedWord(state.operation));
  return state.status === "vencida" ? T.doneExpired(state.title) : T.doneAvailable(state.title);
}

function render(state: ConfirmationLinkState, token: string): Response {
  switch (state.kind) {
    case "invalid":
      return smallPage(404, T.pageTitle, smallParagraph(T.invalid) + toDashboard);
    case "expired":
      return smallPage(410, T.pageTitle, smallParagraph(T.expired) + toDashboard);
    case "used":
      return smallPage(409, T.pageTitle, smallParagraph(T.used) + toDashboard);
    case "suspended":
      return smallPage(403, T.pageTitle, smallParagraph(LISTING_MESSAGES.advertiserSuspended) + toDashboard);
    case "ask": {
      const action = `${CONFIRMATION_PATH}?${new URLSearchParams({ token })}`;
      if (state.answer === "disponible") {
        return smallPage(
          200,
          T.pageTitle,
          smallParagraph(T.askAvailable(state.title)) + smallNote(T.askAvailableNote) + smallPostButton(action, T.confirmAvailableButton),
        );
      }
      const closed = closedAnswerLabel(state.operation);
      return smallPage(
        200,
        T.pageTitle,
        smallParagraph(T.askClosed(state.title, closedWord(state.operation))) +
          smallNote(T.askClosedNote) +
          smallPostButton(action, T.confirmClosedButton(closed)),
      );
    }
    case "done":
      return smallPage(200, T.pageTitle, smallParagraph(doneText(state)) + toDashboard);
  }
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

export const listingConfirmationRoutes = new Hono<{ Bindings: Bindings }>()
  .get(CONFIRMATION_PATH, async (c) => {
    const config = readConfig(c.env);
    const token = tokenOf(c.req.url);
    return render(await confirmationLinkTarget(dbFor(config), config.BETTER_AUTH_SECRET, token), token);
  })
  .post(CONFIRMATION_PATH, async (c) => {
    const config = readConfig(c.env);
    const token = tokenOf(c.req.url);
    return render(await answerConfirmationLink(dbFor(config), config.BETTER_AUTH_SECRET, token), token);
  });
