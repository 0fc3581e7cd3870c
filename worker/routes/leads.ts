import { Hono } from "hono";
import * as z from "zod";
import { leadMessageSchema } from "../../domain/leads/lead-schema";
import { noStore } from "../middleware/no-store";
import { rateLimit } from "../middleware/rate-limit";
import { createLead, listLeads, markLeadRead, notifyLead } from "../services/leads";
import type { AppEnv } from "../types";
import { ID_MAX_LENGTH, idParamSchema, TOKEN_MAX_LENGTH } from "../../domain/ids";
import { INVALID_PROPERTY } from "../../domain/properties/availability-messages";
import { route } from "../route-declaration/route";

const PROPERTY_MISSING = "Indica la propiedad sobre la que escribes.";

// "Enviar mensaje": the buyer's details and message, about a listing (its id) or an agent's
// shared sheet (the link's token), exactly one of them.
export const leadRequestSchema = leadMessageSchema
  .extend({
    property_id: z.string({ error: PROPERTY_MISSING }).min(1, PROPERTY_MISSING).max(ID_MAX_LENGTH, INVALID_PROPERTY).optional(),
    share_token: z.string({ error: "Enlace no válido." }).min(1, "Enlace no válido.").max(TOKEN_MAX_LENGTH, "Enlace no válido.").optional(),
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.property_id) === Boolean(v.share_token)) {
      ctx.addIssue({ code: "custom", path: ["property_id"], message: PROPERTY_MISSING });
    }
  });

const leadsQuery = z.object({
  agent_id: z
    .string()
    .max(ID_MAX_LENGTH, "Agente no válido.")
    .optional()
    .transform((v) => v || undefined),
  unread: z
    .enum(["1", "0", "true", "false", ""], { error: "Filtro no válido." })
    .optional()
    .transform((v) => v === "1" || v === "true"),
});
const idParam = idParamSchema;

// POST /api/leads (public, rate limited like call requests), GET /api/leads and
// POST /api/leads/:id/read (the advertiser's "Mensajes").
export const leadsRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .post(
    "/",
    rateLimit("lead", "CALL_RATE_LIMITER"),
    route({ summary: '"Enviar mensaje" about a listing or a shared sheet.', access: "public", input: { json: leadRequestSchema } }),
    async (c) => {
      const { lead } = await createLead(c.var.db, c.req.valid("json"));
      c.executionCtx.waitUntil(notifyLead(c.var.db, c.var.config, c.var.origin, lead));
      return c.json({ data: { id: lead.id } }, 201);
    },
  )
  .get("/", route({ summary: "The advertiser's messages.", access: "agent", input: { query: leadsQuery } }), async (c) => {
    return c.json({ data: await listLeads(c.var.db, c.var.user, c.req.valid("query")) });
  })
  .post("/:id/read", route({ summary: "Marks a message read.", access: "agent", owner: "agent", input: { param: idParam } }), async (c) => {
    await markLeadRead(c.var.db, c.var.user, c.req.valid("param").id);
    return c.body(null, 204);
  });
