import type { TextsLike } from "../i18n/bilingual";
// Answers that are about Hogaria, the session or the request itself, not about what the
// person sent (one definition each; the worker sends them and the web app shows them).
export const COMMON_MESSAGES = {
  // A dependency (the database) cannot be reached: try again soon (503 with Retry-After).
  unavailable: "Estamos teniendo problemas para conectar. Intenta de nuevo en un momento.",
  // Too many attempts or writes in a short time (429 with Retry-After).
  rateLimited: "Demasiados intentos. Espera un minuto y vuelve a intentarlo.",
  unexpected: "Ocurrió un error inesperado. Intenta de nuevo.",
  // The request never got an answer (no network), or a page could not load its data.
  offline: "Revisa tu conexión e intenta de nuevo.",
  // A request that needs a session came without one (401).
  unauthenticated: "No estás autenticado",
  // Choosing a plan signed out: the title, then the sentence (the API answers the sentence).
  signInToSubscribeTitle: "Inicia sesión",
  signInToSubscribe: "Necesitas iniciar sesión para suscribirse a un plan",
  // A signed-in person asking for something their role does not allow (403).
  forbidden: "No tienes permiso para hacer esto.",
  agentsOnly: "Esta función es para agentes e inmobiliarias.",
  // A live board's connection with neither the owner's session nor the board's live link.
  boardNotAuthorized: "No autorizado",
  // A path or resource the API does not know (404).
  notFound: "No encontramos lo que buscas.",
  // A cookie-carrying write from another site (403).
  forbiddenOrigin: "Origen no permitido.",
  // The request's shape, before any field is read.
  invalidInput: "Datos inválidos.",
  invalidJson: "La información enviada no es un JSON válido.",
  badRequest: "La solicitud no es válida. Revisa la información enviada.",
  jsonOnly: "Envía la información como JSON.",
  tooLarge: "La información enviada es demasiado grande.",
  invalidEvent: "Evento no válido.",
  // A method a read-only resource does not answer (405, with Allow).
  methodNotAllowed: "Este recurso solo se puede consultar.",
  // A byte range outside the file asked for (416, with the file's size in Content-Range).
  rangeNotSatisfiable: "El rango pedido no está dentro del archivo.",
  // Something failed that the person cannot fix by changing what they sent.
  requestFailed: "No pudimos completar la solicitud. Intenta de nuevo.",
} as const;

// Their English twins, for the API's answers to English pages (domain/i18n/message-twins.ts).
export const COMMON_MESSAGES_EN: TextsLike<typeof COMMON_MESSAGES> = {
  unavailable: "We are having trouble connecting. Try again in a moment.",
  rateLimited: "Too many attempts. Wait a minute and try again.",
  unexpected: "An unexpected error occurred. Try again.",
  offline: "Check your connection and try again.",
  unauthenticated: "You are not signed in",
  signInToSubscribeTitle: "Sign in",
  signInToSubscribe: "You need to sign in to subscribe to a plan",
  forbidden: "You are not allowed to do this.",
  agentsOnly: "This is for agents and agencies.",
  boardNotAuthorized: "Not authorized",
  notFound: "We could not find what you are looking for.",
  forbiddenOrigin: "Origin not allowed.",
  invalidInput: "Invalid data.",
  invalidJson: "What was sent is not valid JSON.",
  badRequest: "The request is not valid. Check what you sent.",
  jsonOnly: "Send the information as JSON.",
  tooLarge: "What was sent is too large.",
  invalidEvent: "Invalid event.",
  methodNotAllowed: "This resource can only be read.",
  rangeNotSatisfiable: "The range asked for is not inside the file.",
  requestFailed: "We could not complete the request. Try again.",
};

// Seconds a client should wait before retrying after a 503.
export const UNAVAILABLE_RETRY_AFTER_S = 30;
