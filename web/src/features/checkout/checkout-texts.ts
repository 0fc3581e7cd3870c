import type { Lang } from "@domain/i18n/lang";
import { CHECKOUT_TEXT } from "@domain/billing/checkout-text";
import { ApiError, hasCode } from "@web/lib/api-client";

/** What both checkout pages (a plan's and a service's) say about the payment itself. */
export { CHECKOUT_TEXT };

/** A malformed or unknown id: the link is wrong or expired, and retrying will not help. */
export const isUnknownPayment = (error: unknown): boolean => hasCode(error, "not_found") || hasCode(error, "validation_error");

/** The toast's sentence after 'Pagar' or 'Cancelar' failed: the server's, when it is about this payment. */
export const finishFailureText = (error: unknown, lang: Lang = "es"): string =>
  error instanceof ApiError && error.status < 500 ? error.message : CHECKOUT_TEXT.tryAgain[lang];
