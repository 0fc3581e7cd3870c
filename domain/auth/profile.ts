import type { Role } from "./roles";

/**
 * The signed-in user's profile: what GET /api/me answers and what the worker's routes see,
 * role already normalised. `emailVerified` is false until the person opens the link e-mailed to them.
 * `operator` (GET /api/me only): the person works the operator's desk.
 */
export type Profile = { id: string; email: string; name: string; role: Role; avatar: string | null; emailVerified: boolean; operator?: boolean };
