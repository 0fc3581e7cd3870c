import { ApiError, hasCode } from "@web/lib/api-client";

/** What both checkout pages (a plan's and a service's) say about the payment itself. */
export const CHECKOUT_TEXTS = {
  testPayment: "Pago de prueba — no se hará ningún cargo",
  notFound: "No encontramos este pago.",
  loadFailed: "No pudimos cargar el pago.",
  canceled: "Este pago se canceló.",
  cancelFailed: "No se pudo cancelar el pago",
  tryAgain: "Intenta de nuevo.",
} as const;

/** A malformed or unknown id: the link is wrong or expired, and retrying will not help. */
export const isUnknownPayment = (error: unknown): boolean => hasCode(error, "not_found") || hasCode(error, "validation_error");

/** The toast's sentence after 'Pagar' or 'Cancelar' failed: the server's, when it is about this payment. */
export const finishFailureText = (error: unknown): string =>
  error instanceof ApiError && error.status < 500 ? error.message : CHECKOUT_TEXTS.tryAgain;
