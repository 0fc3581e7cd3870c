import { passesAfterSentence, passesSourceText, type RenewalQuote } from "@domain/billing/plan-holder";
import { planPeriodEnd } from "@domain/billing/plans";
import { formatLongDate } from "@domain/format/date";
import type { Lang } from "@domain/i18n/lang";
import type { MyListing } from "@domain/listings/my-listing";
import { closeActionName, LISTING_ACTION_TEXT as T, MY_LISTINGS_TEXT } from "@domain/listings/my-listings-text";
import type { ListingChange } from "./api/my-listings";

export type ActionCall = "confirm" | "pause" | "reactivate" | "close" | "renew" | "delete";

/** The toast after an action went through (title and one sentence), in the page's language. */
export function successMessage(
  call: ActionCall,
  listing: Pick<MyListing, "title"> & Partial<Pick<MyListing, "status">>,
  change: ListingChange | null,
  lang: Lang = "es",
): { title: string; description: string } {
  const expired = { title: T.alreadyExpiredTitle[lang], description: T.alreadyExpired[lang] };
  switch (call) {
    case "confirm":
      return change?.status === "vencida"
        ? expired
        : {
            title: T.confirmedTitle[lang],
            description: (listing.status === "por_confirmar" ? T.confirmedBack : T.confirmedFresh)[lang],
          };
    case "pause":
      return { title: T.pausedTitle[lang], description: T.paused[lang] };
    case "reactivate":
      return change?.status === "vencida" ? expired : { title: T.reactivatedTitle[lang], description: T.reactivated[lang] };
    case "close":
      return { title: (change?.status === "rentada" ? T.rentedTitle : T.soldTitle)[lang], description: T.closed[lang] };
    case "renew": {
      const end = change?.expires_at ? T.renewedUntil[lang](formatLongDate(new Date(change.expires_at), lang)) : "";
      const passes = change?.passes ? change.passes.passes_remaining + change.passes.rollover_passes : null;
      const left = passes === null ? "" : ` ${T.passesLeft[lang](passes)}`;
      return { title: T.renewedTitle[lang], description: `${end}${left}`.trim() };
    }
    case "delete":
      return { title: T.deletedTitle[lang], description: T.deleted[lang](listing.title) };
  }
}

const FAILURES = {
  confirm: T.confirmFailed,
  pause: T.pauseFailed,
  reactivate: T.reactivateFailed,
  close: T.closeFailed,
  renew: T.renewFailed,
  delete: T.deleteFailed,
} as const satisfies Record<ActionCall, unknown>;

/** The error toast's title; its description is the API's message. */
export const failureTitle = (call: ActionCall, lang: Lang = "es"): string => FAILURES[call][lang];

export type ConfirmCall = "close" | "renew" | "delete";

/**
 * What the confirm dialog asks before an action that cannot be undone or that spends a
 * pass. `passes` is what the plan that pays for a renewal has left (and whose it is), when known.
 */
export function confirmCopy(
  call: ConfirmCall,
  listing: Pick<MyListing, "title" | "status" | "operation_type" | "expires_at">,
  now: Date,
  passes: Pick<RenewalQuote, "passes" | "paid_by" | "agency_name"> | null,
  lang: Lang = "es",
): { title: string; description: string; confirmLabel: string; destructive: boolean } {
  switch (call) {
    case "close": {
      const label = closeActionName(listing.operation_type ?? "venta")[lang];
      return { title: T.closeTitle[lang](label), description: T.closeText[lang](listing.title), confirmLabel: label, destructive: false };
    }
    case "renew": {
      const running = listing.status === "publicada" && listing.expires_at && new Date(listing.expires_at) > now;
      const end = formatLongDate(planPeriodEnd(running ? new Date(listing.expires_at!) : now), lang);
      const period = (running ? T.renewRunning : T.renewAgain)[lang](end);
      const agency = passes?.paid_by === "agency" && passes.agency_name ? passes.agency_name : null;
      const left =
        passes === null
          ? ""
          : ` ${passesSourceText(passes, lang)} ${passesAfterSentence(passes.passes, passes.paid_by === "agency" ? passes.agency_name : null, lang)}`;
      return {
        title: T.renewTitle[lang],
        description: `${T.renewUses[lang](listing.title, agency)} ${period}${left}`,
        confirmLabel: T.renewConfirm[lang],
        destructive: false,
      };
    }
    case "delete":
      return {
        title: T.deleteTitle[lang],
        description: (listing.status === "borrador" ? T.deleteDraft : T.deleteListing)[lang](listing.title),
        confirmLabel: MY_LISTINGS_TEXT.delete[lang],
        destructive: true,
      };
  }
}
