import type { Role } from "./roles";

/**
 * The signed-in user's profile: what GET /api/me answers and what the worker's routes see,
 * role already normalised. `emailVerified` is false until the person opens the link e-mailed to them.
 */
export type Profile = { id: string; email: string; name: string; role: Role; avatar: string | null; emailVerified: boolean };
