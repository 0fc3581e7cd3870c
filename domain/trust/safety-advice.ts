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

/** The guide's section on renting safely in Mexico City: where the advice links. */
export const safetyGuidePath = () => `${PAGE_ROUTES.guideFraud.path}#${SAFETY_ADVICE.guideAnchor}`;

/** Rentals are where deposits and "apartados" are asked for before a visit. */
export const needsSafetyAdvice = (operation: Operation) => operation === "renta";
