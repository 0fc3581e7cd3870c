import type { Bilingual, TextsLike } from "../i18n/bilingual";
import { PAGE_ROUTES } from "../pages/page-routes";
import type { Operation } from "../properties/property";

// The one line of advice where money could move: on every rental's page and sheet, and in
// the confirmation of a message or a call request. It links the guide on renting safely.
export const SAFETY_ADVICE = {
  line: "Nunca pagues un depósito ni un apartado antes de visitar el inmueble y verificar al anunciante.",
  guideLink: "Cómo rentar seguro",
  /** The guide's section on renting safely in Mexico City (its id in the fraud guide). */
  guideAnchor: "rentar-seguro",
} as const;

/** The advice on English pages (the guide it links to is the same). */
export const SAFETY_ADVICE_BY_LANG: Bilingual<TextsLike<typeof SAFETY_ADVICE>> = {
  es: SAFETY_ADVICE,
  en: {
    line: "Never pay a deposit or a holding fee before you visit the property and check the advertiser.",
    guideLink: "How to rent safely",
    guideAnchor: SAFETY_ADVICE.guideAnchor,
  },
};

/** The guide's section on renting safely in Mexico City: where the advice links. */
export const safetyGuidePath = () => `${PAGE_ROUTES.guideFraud.path}#${SAFETY_ADVICE.guideAnchor}`;

/** Rentals are where deposits and "apartados" are asked for before a visit. */
export const needsSafetyAdvice = (operation: Operation) => operation === "renta";
