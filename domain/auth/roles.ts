export const ROLES = ["no_agente", "agente", "inmobiliaria"] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = "no_agente";

export const ROLE_LABELS: Record<Role, string> = {
  no_agente: "Busco propiedad",
  agente: "Agente inmobiliario",
  inmobiliaria: "Inmobiliaria",
};

// How a stored role reads: 'publisher' (older accounts) and 'agente' are agents,
// 'inmobiliaria' stays, anything else is a person searching.
export function normalizeRole(stored: unknown): Role {
  if (stored === "agente" || stored === "publisher") return "agente";
  if (stored === "inmobiliaria") return "inmobiliaria";
  return "no_agente";
}

// Agents and agencies publish, and see favourite lists as client lists.
export function isAgentRole(role: Role): boolean {
  return role === "agente" || role === "inmobiliaria";
}
