import * as z from "zod";
import { emailSchema } from "../auth/schemas";
import { callRequestSchema } from "../call-requests/schemas";
import { keepMultilineText } from "../text/kept-text";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { LEAD_FORM_MESSAGES, LEAD_MESSAGE_MAX, LEAD_MESSAGE_MIN } from "./lead-message";

// "Enviar mensaje" on a listing: the same name and phone rules as a call request, an
// e-mail to answer to, and the message.
export const leadMessageSchema = z.object({
  nombre: callRequestSchema.shape.nombre,
  telefono: callRequestSchema.shape.numero_telefono,
  email: emailSchema,
  mensaje: z
    .string({ error: LEAD_FORM_MESSAGES.messageRequired })
    .max(LEAD_MESSAGE_MAX * 2, LEAD_FORM_MESSAGES.messageTooLong)
    .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
    .transform(keepMultilineText)
    .pipe(z.string().min(LEAD_MESSAGE_MIN, LEAD_FORM_MESSAGES.messageTooShort).max(LEAD_MESSAGE_MAX, LEAD_FORM_MESSAGES.messageTooLong)),
});
export type LeadMessageInput = z.infer<typeof leadMessageSchema>;

export type LeadKind = "mensaje" | "llamada";

// A lead in the agent's "Mensajes".
export type Lead = {
  id: string;
  kind: LeadKind;
  nombre: string;
  telefono: string;
  email: string | null;
  mensaje: string | null;
  // id is null once the listing was deleted; its title is kept.
  property: { id: string | null; title: string };
  agent: { id: string; name: string } | null;
  read: boolean;
  created_at: string;
};

// GET /api/leads: the advertiser's messages, newest first, and how many are unread.
export type LeadInbox = { items: Lead[]; unread: number };
