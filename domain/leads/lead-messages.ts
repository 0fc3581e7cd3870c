// What sending a message to an advertiser, and reading one, answer beyond the form's fields.
export const LEAD_MESSAGES = {
  // The same number wrote too often in a short time.
  rateLimited: "Ya enviaste varios mensajes desde este número. Espera un rato y vuelve a intentarlo.",
  notFound: "No encontramos este mensaje.",
} as const;
