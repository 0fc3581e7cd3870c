import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { listOwnProperties } from "../services/service-activation";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/my-properties: the listings the signed-in agent may buy services for.
export const myPropertiesRoutes = new Hono<AppEnv>().get(
  "/",
  noStore,
  route({ summary: "The listings the caller can manage.", access: "signed-in" }),
  async (c) => c.json({ data: await listOwnProperties(c.var.db, c.var.user) }),
);
