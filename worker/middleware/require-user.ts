import { createMiddleware } from "hono/factory";
import { ACCOUNT_MESSAGES } from "../../domain/auth/account-messages";
import { isAgentRole } from "../../domain/auth/roles";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";
import { ApiError } from "./errors";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";

// A session is required: 401 'No estás autenticado' otherwise.
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentProfile(c);
  if (!user) throw new ApiError(401, "unauthenticated", COMMON_MESSAGES.unauthenticated);
  c.set("user", user);
  await next();
});

// Agents and agencies only (after requireUser).
export const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAgentRole(c.var.user.role)) throw new ApiError(403, "forbidden", COMMON_MESSAGES.agentsOnly);
  await next();
});

// A confirmed e-mail (after requireUser): what makes a listing public spends a pass and
// shows the agent's contact to everyone, so it waits until we know the address is theirs.
export const requireVerifiedEmail = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user.emailVerified) throw new ApiError(403, "email_not_verified", ACCOUNT_MESSAGES.emailNotVerified);
  await next();
});
