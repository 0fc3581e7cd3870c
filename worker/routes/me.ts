import { Hono } from "hono";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";

// GET /api/me: the signed-in user's profile (id, email, name, role, avatar).
export const meRoutes = new Hono<AppEnv>().get("/", noStore, async (c) => {
  const profile = await currentProfile(c);
  if (!profile) throw new ApiError(401, "unauthenticated", COMMON_MESSAGES.unauthenticated);
  return c.json({ data: profile });
});
