import { isAgentRole, type Role } from "@domain/auth/roles";

// The signed-in header's links (the pricing shortcut, the avatar menu, and 'Mis clientes' and
// 'Publicar' for agents and agencies). Kept apart from nav-links.ts, which carries the search
// menus, because the header's stand-ins (first paint) use these.
export type AccountLink = { label: string; to: string };

/** The pricing shortcut next to the avatar. */
export const PLANS_LINK: AccountLink = { label: "Planes", to: "/precios" };

/** Agents and agencies only. */
export const PUBLISH_LINK: AccountLink = { label: "Publicar", to: "/publicar" };

export type AccountMenuLink = AccountLink & { key: "dashboard" | "clientes" | "inmobiliarias" };

/** The avatar menu: Mi panel, Mis clientes (agents and agencies), Buscar inmobiliarias. */
export function accountMenuLinks(role: Role): AccountMenuLink[] {
  return [
    { key: "dashboard", label: "Mi panel", to: "/dashboard" },
    ...(isAgentRole(role) ? [{ key: "clientes", label: "Mis clientes", to: "/mis-clientes" } as const] : []),
    { key: "inmobiliarias", label: "Buscar inmobiliarias", to: "/buscar-inmobiliarias" },
  ];
}
