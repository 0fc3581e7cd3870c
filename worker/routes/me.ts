import { Hono } from "hono";
import { ApiError } from "../middleware/errors";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";

// GET /api/me: the signed-in user's profile (id, email, name, role, avatar).
export const meRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const profile = await currentProfile(c);
  if (!profile) throw new ApiError(401, "unauthenticated", "No estás autenticado");
  c.header("Cache-Control", "private, no-store");
  return c.json({ data: profile });
});
