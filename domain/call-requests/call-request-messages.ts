// What asking for a call answers beyond its form's fields.
export const CALL_REQUEST_MESSAGES = {
  // The same number asked too often in a short time.
  rateLimited: "Ya recibimos varias solicitudes para este número. Te llamaremos pronto.",
  // A refusal the form cannot place on a field.
  notProcessed: "No pudimos procesar tu solicitud. Intenta de nuevo.",
} as const;
