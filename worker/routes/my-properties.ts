import { Hono } from "hono";
import { noStore } from "../middleware/no-store";
import { requireUser } from "../middleware/require-user";
import { listOwnProperties } from "../services/service-activation";
import type { AppEnv } from "../types";

// GET /api/my-properties: the listings the signed-in agent may buy services for.
export const myPropertiesRoutes = new Hono<AppEnv>().get("/", noStore, requireUser, async (c) =>
  c.json({ data: await listOwnProperties(c.var.db, c.var.user) }),
);
