import type { Context } from "hono";
import type { Profile } from "../../domain/auth/profile";
import { normalizeRole } from "../../domain/auth/roles";
import { createAuth, type Auth } from "../auth";
import { spendAttempt } from "../middleware/rate-limit";
import type { AppEnv } from "../types";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

// One better-auth instance per request, made only by the routes that need it.
export function authFor(c: Context<AppEnv>): Auth {
  let auth = c.get("auth");
  if (!auth) {
    auth = createAuth(c.var.db, c.var.config, c.var.origin);
    c.set("auth", auth);
  }
  return auth;
}

/**
 * better-auth for a sign-up whose address is already proven (an agency invitation's link was
 * opened from it): the same, without the "confirm your e-mail" message on sign-up.
 */
export function authForProvenAddress(c: Context<AppEnv>): Auth {
  return createAuth(c.var.db, c.var.config, c.var.origin, { verificationMailOnSignUp: false });
}

// The signed-in user's profile (id, email, name, role, avatar), or null. A write by a signed-in
// user counts against that user's writes per minute, whichever address it comes from, so
// the rows one account can create are bounded.
export async function currentProfile(c: Context<AppEnv>): Promise<Profile | null> {
  const session = await authFor(c).api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  if (!READS.has(c.req.method)) await spendAttempt(c.env, "WRITE_RATE_LIMITER", `write:${session.user.id}`);
  return profileOf(session.user);
}

type SessionUser = { id: string; email: string; name: string; image?: string | null; emailVerified?: boolean; role?: string | null };

/** The profile the app shows for a session's user (GET /api/me, and the pages the worker renders). */
export function profileOf(user: SessionUser): Profile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: normalizeRole(user.role),
    avatar: user.image ?? null,
    emailVerified: user.emailVerified === true,
  };
}
