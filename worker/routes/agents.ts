import { Hono } from "hono";
import * as z from "zod";
import { agentSlugSchema, PROFILE_MESSAGES } from "../../domain/profile/my-profile";
import { cache } from "../middleware/cache";
import { ApiError } from "../middleware/errors";
import { getAgentPage } from "../services/profile/agent-page";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

const slugParam = z.object({ slug: agentSlugSchema });
const notFound = () => new ApiError(404, "not_found", PROFILE_MESSAGES.agentNotFound);

// /api/agents/{slug}: an independent agent's public page (/agente/{slug}).
export const agentsRoutes = new Hono<AppEnv>().get(
  "/:slug",
  cache({ maxAge: 60 }),
  route({ summary: "An independent agent's public page.", access: "public", input: { param: slugParam } }),
  async (c) => {
    const page = await getAgentPage(c.var.db, c.req.valid("param").slug);
    if (!page) throw notFound();
    return c.json({ data: page });
  },
);
