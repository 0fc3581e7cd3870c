// "Enviar mensaje": the message's bounds and the words it starts with. Apart from the schema
// (lead-schema.ts) so the page that shows the form does not carry zod.

export const LEAD_MESSAGE_MIN = 10;
export const LEAD_MESSAGE_MAX = 1000;

// The message the form starts with, in the buyer's words (the agent's e-mail links the listing).
export const defaultLeadMessage = (title: string): string => `Hola, me interesa “${title}”. ¿Sigue disponible?`;

/** The fields of the form, as the API names them. */
export const LEAD_MESSAGE_FIELDS = ["nombre", "telefono", "email", "mensaje"] as const;
export type LeadMessageField = (typeof LEAD_MESSAGE_FIELDS)[number];
