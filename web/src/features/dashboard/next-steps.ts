import type { LucideIcon } from "lucide-react";
import { Building2, CirclePlus, Gem, House, KeyRound, LayoutList, MessagesSquare, Sparkles, Users } from "lucide-react";
import type { Role } from "@domain/auth/roles";

export type NextStep = {
  Icon: LucideIcon;
  title: string;
  text: string;
  /** The page it leads to. */
  to: string;
};

const SEARCH_RENT: NextStep = {
  Icon: KeyRound,
  title: "Buscar en renta",
  text: "Departamentos y casas en renta en la Ciudad de México, con precios en pesos.",
  to: "/rentar",
};
const SEARCH_BUY: NextStep = {
  Icon: House,
  title: "Buscar en venta",
  text: "Encuentra la casa o el departamento que quieres comprar.",
  to: "/comprar",
};
const SERVICES: NextStep = {
  Icon: Sparkles,
  title: "Servicios",
  text: "Asesoría, crédito y todo lo que necesitas para tu primera renta o compra.",
  to: "/servicios",
};
const PUBLISH: NextStep = {
  Icon: CirclePlus,
  title: "Publicar",
  text: "Sube una propiedad con fotos, precio y ubicación, y llega a quien la busca.",
  to: "/publicar",
};
const MY_LISTINGS: NextStep = {
  Icon: LayoutList,
  title: "Mis propiedades",
  text: "Revisa tus publicaciones: vistas, contactos, vigencia y lo que puedes hacer con cada una.",
  to: "/dashboard?tab=propiedades",
};
const MESSAGES: NextStep = {
  Icon: MessagesSquare,
  title: "Mensajes",
  text: "Responde a quienes te escriben o piden una llamada sobre tus propiedades.",
  to: "/dashboard?tab=mensajes",
};
const CLIENTS: NextStep = {
  Icon: Users,
  title: "Mis clientes",
  text: "Organiza las búsquedas de cada cliente en su propio tablero.",
  to: "/mis-clientes",
};
const PLANS: NextStep = {
  Icon: Gem,
  title: "Planes",
  text: "Elige un plan para publicar más propiedades y destacarlas.",
  to: "/precios",
};
const AGENCIES: NextStep = {
  Icon: Building2,
  title: "Buscar inmobiliarias",
  text: "Encuentra agentes para tu equipo y conoce otras inmobiliarias de la ciudad.",
  to: "/buscar-inmobiliarias",
};

/**
 * What each role (no_agente, agente, inmobiliaria) can do next, most useful first. People
 * who search find their lists on the dashboard itself, above these.
 */
export const NEXT_STEPS: Record<Role, { intro: string; steps: NextStep[] }> = {
  no_agente: {
    intro: "Busca tu próximo hogar y pide asesoría cuando la necesites.",
    steps: [SEARCH_RENT, SEARCH_BUY, SERVICES],
  },
  agente: {
    intro: "Publica tus propiedades y acompaña a cada cliente en su búsqueda.",
    steps: [PUBLISH, MY_LISTINGS, MESSAGES, CLIENTS, PLANS],
  },
  inmobiliaria: {
    intro: "Publica las propiedades de tu inmobiliaria, atiende a tus clientes y haz crecer tu equipo.",
    steps: [PUBLISH, MY_LISTINGS, MESSAGES, CLIENTS, PLANS, AGENCIES],
  },
};
