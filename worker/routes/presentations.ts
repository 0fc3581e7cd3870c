import { Hono } from "hono";
import { tokenParamSchema } from "../../domain/ids";
import { noStore } from "../middleware/no-store";
import { getPresentation } from "../services/property-shares";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// GET /api/presentations/:token: the listing behind an agent's presentation link (/p/…).
export const presentationsRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get(
    "/:token",
    route({ summary: "A presentation an agent sent (/p/).", access: "public", owner: "link", input: { param: tokenParamSchema } }),
    async (c) => c.json({ data: await getPresentation(c.var.db, c.req.valid("param").token) }),
  );
