import * as z from "zod";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { keepMultilineText } from "../text/kept-text";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { HoldReason } from "./listing-holds";

// What the advertiser of a listing in review reads (their dashboard and the e-mail), and
// their answer to Hogaria's review.

// Why the listing left search, in words for its advertiser.
export const HOLD_REASON_EXPLANATIONS: Record<HoldReason, string> = {
  reportes: "Varias personas reportaron este anuncio. Lo sacamos de las búsquedas mientras lo revisamos.",
  dinero_antes_de_visitar:
    "Una persona con cuenta verificada reportó que se le pidió dinero antes de visitar el inmueble. Lo sacamos de las búsquedas mientras lo revisamos.",
  operador: "Nuestro equipo está revisando este anuncio. No aparece en las búsquedas mientras tanto.",
  suspension: "Tu cuenta está suspendida, así que tus anuncios no aparecen en las búsquedas.",
  fotos_copiadas:
    "Las fotos de este anuncio coinciden con las de un anuncio de otro anunciante. Lo sacamos de las búsquedas mientras nuestro equipo lo revisa; si las fotos son tuyas, cuéntanos por qué.",
  fotos_por_verificar: "Estamos verificando las fotos de este anuncio. Aparecerá en las búsquedas en cuanto terminemos, en unos minutos.",
};

// The same, in English (the e-mail to an account whose language is English).
export const HOLD_REASON_EXPLANATIONS_EN: Record<HoldReason, string> = {
  reportes: "Several people reported this listing. We took it out of search while we review it.",
  dinero_antes_de_visitar:
    "A person with a verified account reported being asked for money before visiting the property. We took it out of search while we review it.",
  operador: "Our team is reviewing this listing. It does not show in search meanwhile.",
  suspension: "Your account is suspended, so your listings do not show in search.",
  fotos_copiadas:
    "This listing's photos match those of another advertiser's listing. We took it out of search while our team reviews it; if the photos are yours, tell us why.",
  fotos_por_verificar: "We are verifying this listing's photos. It will show in search as soon as we finish, in a few minutes.",
};

export const HOLD_REASON_EXPLANATION_TEXTS: Bilingual<Record<HoldReason, string>> = {
  es: HOLD_REASON_EXPLANATIONS,
  en: HOLD_REASON_EXPLANATIONS_EN,
};

// What the publisher reads when the listing they just published is held at once (its photos).
export const PUBLISHED_HELD_TITLE = "Tu anuncio está en revisión";
export const PUBLISHED_HELD_TITLES: Bilingual = { es: PUBLISHED_HELD_TITLE, en: "Your listing is under review" };

export const HOLD_ANSWER_MIN = 10;
export const HOLD_ANSWER_MAX = 1000;

export const HOLD_ANSWER_MESSAGES = {
  required: "Escribe tu respuesta.",
  tooShort: `Tu respuesta debe tener al menos ${HOLD_ANSWER_MIN} caracteres.`,
  tooLong: `Tu respuesta puede tener hasta ${HOLD_ANSWER_MAX} caracteres.`,
  noOpenHold: "Este anuncio no está en revisión.",
  saved: "Enviamos tu respuesta. La leeremos al revisar el anuncio.",
} as const;

export const HOLD_ANSWER_MESSAGES_EN: TextsLike<typeof HOLD_ANSWER_MESSAGES> = {
  required: "Write your answer.",
  tooShort: `Your answer must be at least ${HOLD_ANSWER_MIN} characters.`,
  tooLong: `Your answer can be up to ${HOLD_ANSWER_MAX} characters.`,
  noOpenHold: "This listing is not under review.",
  saved: "We sent your answer. We will read it when we review the listing.",
};

// POST /api/my-listing-holds/{propertyId}/answer: the advertiser's side, in their words.
export const holdAnswerSchema = z.object({
  answer: z
    .string({ error: HOLD_ANSWER_MESSAGES.required })
    .max(HOLD_ANSWER_MAX * 2, HOLD_ANSWER_MESSAGES.tooLong)
    .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
    .transform(keepMultilineText)
    .pipe(z.string().min(HOLD_ANSWER_MIN, HOLD_ANSWER_MESSAGES.tooShort).max(HOLD_ANSWER_MAX, HOLD_ANSWER_MESSAGES.tooLong)),
});
export type HoldAnswerInput = z.infer<typeof holdAnswerSchema>;

// An open hold as its advertiser sees it on a "Mis propiedades" row.
export type MyListingHold = {
  reason: HoldReason;
  explanation: string;
  since: string;
  answer: string | null;
  answered_at: string | null;
};
