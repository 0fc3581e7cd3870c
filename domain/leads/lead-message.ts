// "Enviar mensaje": the message's bounds and the words it starts with. Apart from the schema
// (lead-schema.ts) so the page that shows the form does not carry zod.

export const LEAD_MESSAGE_MIN = 10;
export const LEAD_MESSAGE_MAX = 1000;

/** What the message's checks say (the schema's; English pages show their twins). */
export const LEAD_FORM_MESSAGES = {
  messageRequired: "Escribe tu mensaje.",
  messageTooLong: `El mensaje puede tener hasta ${LEAD_MESSAGE_MAX} caracteres.`,
  messageTooShort: `El mensaje debe tener al menos ${LEAD_MESSAGE_MIN} caracteres.`,
} as const;

// The message the form starts with, in the buyer's words (the agent's e-mail links the listing).
export const defaultLeadMessage = (title: string): string => `Hola, me interesa “${title}”. ¿Sigue disponible?`;

/** The fields of the form, as the API names them. */
export const LEAD_MESSAGE_FIELDS = ["nombre", "telefono", "email", "mensaje"] as const;
export type LeadMessageField = (typeof LEAD_MESSAGE_FIELDS)[number];
