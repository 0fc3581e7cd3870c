import { isAgentRole, type Role } from "@domain/auth/roles";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { OPERATOR_DESK_TITLE } from "@domain/trust/operator-desk";

// The signed-in header's links (the pricing shortcut, the avatar menu, and 'Mis clientes' and
// 'Publicar' for agents and agencies). Kept apart from nav-links.ts, which carries the search
// menus, because the header's stand-ins (first paint) use these.
export type AccountLink = { label: string; to: string };

/** The pricing shortcut next to the avatar. */
export const PLANS_LINK: AccountLink = { label: "Planes", to: PAGE_ROUTES.precios.path };

/** Agents and agencies only: in the header itself, beside the avatar (and first in the phone menu). */
export const PUBLISH_LINK: AccountLink = { label: "Publicar", to: PAGE_ROUTES.publicar.path };
export const CLIENTS_LINK: AccountLink = { label: "Mis clientes", to: PAGE_ROUTES.misClientes.path };

export type AccountMenuLink = AccountLink & { key: "dashboard" | "perfil" | "clientes" | "inmobiliarias" | "operador" };

/**
 * The avatar menu: Dashboard, Mi perfil (every role), Mis clientes (agents and agencies),
 * Buscar inmobiliarias, and Panel de operador for an operator.
 * `withClients: false` leaves 'Mis clientes' out where the menu already shows it as a button.
 */
export function accountMenuLinks(
  role: Role,
  { withClients = true, operator = false }: { withClients?: boolean; operator?: boolean } = {},
): AccountMenuLink[] {
  return [
    { key: "dashboard", label: "Dashboard", to: PAGE_ROUTES.dashboard.path },
    { key: "perfil", label: "Mi perfil", to: PAGE_ROUTES.perfil.path },
    ...(withClients && isAgentRole(role) ? [{ key: "clientes", ...CLIENTS_LINK } as const] : []),
    { key: "inmobiliarias", label: "Buscar inmobiliarias", to: PAGE_ROUTES.agencies.path },
    ...(operator ? [{ key: "operador", label: OPERATOR_DESK_TITLE, to: PAGE_ROUTES.operador.path } as const] : []),
  ];
}
