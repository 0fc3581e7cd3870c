import { Hono } from "hono";
import * as z from "zod";
import { agencySearchParamsSchema } from "../../domain/agencies/agency-query";
import { AGENCY_MESSAGES, agencySlugParamSchema, agencySlugSchema } from "../../domain/agencies/agency-profile";
import { recordIdSchema } from "../../domain/ids";
import { cache } from "../middleware/cache";
import { ApiError } from "../middleware/errors";
import { noStore } from "../middleware/no-store";
import { rateLimit } from "../middleware/rate-limit";
import { searchAgencies } from "../services/agencies";
import { getAgencyAgentContact, getAgencyPage } from "../services/agency-page";
import { getAgencyReport } from "../services/agency-report";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

const agentParam = z.object({ slug: agencySlugSchema, agentId: recordIdSchema });
const notFound = () => new ApiError(404, "not_found", AGENCY_MESSAGES.notFound);

// /api/agencies: the directory (?q=&alcaldia_id=), an agency's public page, its agents'
// numbers on click, and its owner's report.
export const agenciesRoutes = new Hono<AppEnv>()
  .get(
    "/",
    cache({ maxAge: 60 }),
    route({ summary: "The agency directory (?q=&alcaldia_id=).", access: "public", input: { query: agencySearchParamsSchema } }),
    async (c) => c.json({ data: await searchAgencies(c.var.db, c.req.valid("query")) }),
  )
  // /inmobiliaria/{slug} without its listings (those are GET /api/properties?inmobiliaria=).
  .get(
    "/:slug",
    cache({ maxAge: 60 }),
    route({ summary: "An agency's public page (without its listings).", access: "public", input: { param: agencySlugParamSchema } }),
    async (c) => {
      const page = await getAgencyPage(c.var.db, c.req.valid("param").slug);
      if (!page) throw notFound();
      return c.json({ data: page });
    },
  )
  // An agent's numbers are revealed on click, never printed in the page (as on a listing).
  .post(
    "/:slug/agents/:agentId/contact",
    noStore,
    rateLimit("contact", "CONTACT_RATE_LIMITER"),
    route({ summary: "An agency agent's numbers, on click.", access: "public", input: { param: agentParam } }),
    async (c) => {
      const { slug, agentId } = c.req.valid("param");
      const contact = await getAgencyAgentContact(c.var.db, slug, agentId);
      if (!contact) throw notFound();
      return c.json({ data: contact });
    },
  )
  // Views, saves and leads of the last 30 days: the agency's owner only (others: 404).
  .get(
    "/:slug/report",
    noStore,
    route({ summary: "Views, saves and leads of the last 30 days.", access: "signed-in", owner: "agency", input: { param: agencySlugParamSchema } }),
    async (c) => c.json({ data: await getAgencyReport(c.var.db, c.var.user.id, c.req.valid("param").slug) }),
  );
