import { Hono } from "hono";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { isOperator } from "../services/operator/access";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { route } from "../route-declaration/route";

// GET /api/me: the signed-in user's profile (id, email, name, role, avatar, operator).
export const meRoutes = new Hono<AppEnv>().get(
  "/",
  noStore,
  route({ summary: "The signed-in user's profile, and whether they are an operator.", access: "signed-in", checkedBy: "handler" }),
  async (c) => {
    const profile = await currentProfile(c);
    if (!profile) throw new ApiError(401, "unauthenticated", COMMON_MESSAGES.unauthenticated);
    // Whether the avatar menu offers the operator's desk (the desk itself asks again).
    return c.json({ data: { ...profile, operator: await isOperator(c.var.db, profile.id) } });
  },
);
