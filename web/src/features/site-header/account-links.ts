import { isAgentRole, type Role } from "@domain/auth/roles";
import type { Lang } from "@domain/i18n/lang";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { HEADER_TEXT as T } from "@domain/pages/shell-text";

// The signed-in header's links (the pricing shortcut, the avatar menu, and 'Mis clientes' and
// 'Publicar' for agents and agencies), in the page's language. Kept apart from nav-links.ts,
// which carries the search menus, because the header's stand-ins (first paint) use these.
export type AccountLink = { label: string; to: string };

/** The pricing shortcut next to the avatar. */
export const plansLink = (lang: Lang): AccountLink => ({ label: T.plans[lang], to: PAGE_ROUTES.precios.path });

/** Agents and agencies only: in the header itself, beside the avatar (and first in the phone menu). */
export const publishLink = (lang: Lang): AccountLink => ({ label: T.publish[lang], to: PAGE_ROUTES.publicar.path });
export const clientsLink = (lang: Lang): AccountLink => ({ label: T.clients[lang], to: PAGE_ROUTES.misClientes.path });

export type AccountMenuLink = AccountLink & { key: "dashboard" | "perfil" | "clientes" | "inmobiliarias" | "operador" };

/**
 * The avatar menu: Dashboard, Mi perfil (every role), Mis clientes (agents and agencies),
 * Buscar inmobiliarias, and Panel de operador for an operator.
 * `withClients: false` leaves 'Mis clientes' out where the menu already shows it as a button.
 */
export function accountMenuLinks(
  role: Role,
  lang: Lang,
  { withClients = true, operator = false }: { withClients?: boolean; operator?: boolean } = {},
): AccountMenuLink[] {
  return [
    { key: "dashboard", label: T.dashboard[lang], to: PAGE_ROUTES.dashboard.path },
    { key: "perfil", label: T.profile[lang], to: PAGE_ROUTES.perfil.path },
    ...(withClients && isAgentRole(role) ? [{ key: "clientes", ...clientsLink(lang) } as const] : []),
    { key: "inmobiliarias", label: T.findAgencies[lang], to: PAGE_ROUTES.agencies.path },
    ...(operator ? [{ key: "operador", label: T.operatorDesk[lang], to: PAGE_ROUTES.operador.path } as const] : []),
  ];
}
