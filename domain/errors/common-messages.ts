// Answers that are about Hogaria or the session, not about what the person sent (one
// definition each; the worker sends them and the web app shows them).
export const COMMON_MESSAGES = {
  // A dependency (the database) cannot be reached: try again soon (503 with Retry-After).
  unavailable: "Estamos teniendo problemas para conectar. Intenta de nuevo en un momento.",
  // Too many attempts or writes in a short time (429 with Retry-After).
  rateLimited: "Demasiados intentos. Espera un minuto y vuelve a intentarlo.",
  unexpected: "Ocurrió un error inesperado. Intenta de nuevo.",
  // A request that needs a session came without one (401).
  unauthenticated: "No estás autenticado",
  // Choosing a plan signed out.
  signInToSubscribe: "Necesitas iniciar sesión para suscribirse a un plan",
} as const;

// Seconds a client should wait before retrying after a 503.
export const UNAVAILABLE_RETRY_AFTER_S = 30;
