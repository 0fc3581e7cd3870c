import type { Role } from "./roles";

// The signed-in person as GET /api/me answers it, role already normalised. `emailVerified`
// is false until the person opens the link e-mailed to them.
export type Profile = { id: string; email: string; name: string; role: Role; avatar: string | null; emailVerified: boolean };
