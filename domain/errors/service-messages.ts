// Answers that are about Hogaria, not about what the person sent.
export const SERVICE_MESSAGES = {
  // A dependency (the database) cannot be reached: try again soon (503 with Retry-After).
  unavailable: "Estamos teniendo problemas para conectar. Intenta de nuevo en un momento.",
  // Too many attempts or writes in a short time (429 with Retry-After).
  rateLimited: "Demasiados intentos. Espera un minuto y vuelve a intentarlo.",
  unexpected: "Ocurrió un error inesperado. Intenta de nuevo.",
} as const;

// Seconds a client should wait before retrying after a 503.
export const UNAVAILABLE_RETRY_AFTER_S = 30;
