import type { LucideIcon } from "lucide-react";
import { Building2, CirclePlus, Gem, House, KeyRound, LayoutList, MessagesSquare, Sparkles, Users } from "lucide-react";
import type { Role } from "@domain/auth/roles";
import type { Bilingual } from "@domain/i18n/bilingual";
import { NEXT_STEP_TEXT, NEXT_STEPS_INTRO } from "@domain/dashboard/dashboard-text";
import { pagePath } from "@domain/pages/page-routes";

export type NextStep = {
  Icon: LucideIcon;
  /** Its title and sentence, in each language (domain/dashboard/dashboard-text.ts). */
  words: Bilingual<{ title: string; text: string }>;
  /** The page it leads to. */
  to: string;
};

const SEARCH_RENT: NextStep = { Icon: KeyRound, words: NEXT_STEP_TEXT.searchRent, to: pagePath.rentar };
const SEARCH_BUY: NextStep = { Icon: House, words: NEXT_STEP_TEXT.searchBuy, to: pagePath.comprar };
const SERVICES: NextStep = { Icon: Sparkles, words: NEXT_STEP_TEXT.services, to: pagePath.servicios };
const PUBLISH: NextStep = { Icon: CirclePlus, words: NEXT_STEP_TEXT.publish, to: pagePath.publicar };
const MY_LISTINGS: NextStep = { Icon: LayoutList, words: NEXT_STEP_TEXT.myListings, to: `${pagePath.dashboard}?tab=propiedades` };
const MESSAGES: NextStep = { Icon: MessagesSquare, words: NEXT_STEP_TEXT.messages, to: `${pagePath.dashboard}?tab=mensajes` };
const CLIENTS: NextStep = { Icon: Users, words: NEXT_STEP_TEXT.clients, to: pagePath.misClientes };
const PLANS: NextStep = { Icon: Gem, words: NEXT_STEP_TEXT.plans, to: pagePath.precios };
const AGENCIES: NextStep = { Icon: Building2, words: NEXT_STEP_TEXT.agencies, to: pagePath.agencies };

/**
 * What each role (no_agente, agente, inmobiliaria) can do next, most useful first. People
 * who search find their lists on the dashboard itself, above these.
 */
export const NEXT_STEPS: Record<Role, { intro: Bilingual; steps: NextStep[] }> = {
  no_agente: { intro: NEXT_STEPS_INTRO.no_agente, steps: [SEARCH_RENT, SEARCH_BUY, SERVICES] },
  agente: { intro: NEXT_STEPS_INTRO.agente, steps: [PUBLISH, MY_LISTINGS, MESSAGES, CLIENTS, PLANS] },
  inmobiliaria: { intro: NEXT_STEPS_INTRO.inmobiliaria, steps: [PUBLISH, MY_LISTINGS, MESSAGES, CLIENTS, PLANS, AGENCIES] },
};
