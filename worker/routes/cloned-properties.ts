import { Hono } from "hono";
import { z } from "zod";
import { idParamSchema, linkTokenSchema } from "../../domain/ids";
import { noStore } from "../middleware/no-store";
import { validate } from "../middleware/validate";
import { clonedPropertyFor } from "../services/boards";
import { currentProfile } from "../services/session";
import type { AppEnv } from "../types";

// GET /api/cloned-properties/:id: a board card's detail, for the agent who owns the board
// (session) or whoever holds the board's link (?token=).
export const clonedPropertiesRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/:id", validate("param", idParamSchema), validate("query", z.object({ token: linkTokenSchema.optional() })), async (c) => {
    const profile = await currentProfile(c);
    return c.json({ data: await clonedPropertyFor(c.var.db, c.req.valid("param").id, { agentId: profile?.id, token: c.req.valid("query").token }) });
  });
