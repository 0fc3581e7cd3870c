import { Hono } from "hono";
import { inviteAgentSchema, memberParamSchema, reassignListingSchema, removeAgentSchema } from "../../domain/agencies/agency-team";
import { AGENCY_TEAM_MESSAGES as M } from "../../domain/agencies/agency-team-messages";
import { idParamSchema } from "../../domain/ids";
import { sendMail } from "../adapters/mail";
import { noStore } from "../middleware/no-store";
import { requestLang } from "../middleware/request-lang";
import { accountRateLimit } from "../middleware/rate-limit";
import { inviteAgent, resendInvitation, revokeInvitation, type InvitationMailer } from "../services/agency-team/invitations";
import { requireOwnedAgency } from "../services/agency-team/owned-agency";
import { listTeam, reassignListing, removeAgent } from "../services/agency-team/team";
import type { AppEnv } from "../types";
import type { Context } from "hono";
import { route } from "../route-declaration/route";

const mailer = (c: Context<AppEnv>): InvitationMailer => ({
  origin: c.var.origin,
  secret: c.var.config.BETTER_AUTH_SECRET,
  lang: requestLang(c),
  send: (message) => sendMail(c.var.db, c.var.config, message),
});

// Every invitation is an e-mail we send: at most 10 a minute per owner (the account
// limiter), besides the agency's cap on pending invitations.
const invitationMailLimit = accountRateLimit("agency-invitation", (c) => c.var.user.id);

// /api/agency: the agency owner's team (role inmobiliaria with an agency; anyone else 403).
// Another agency's invitation, agent or listing is a 404.
export const agencyTeamRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/team", route({ summary: "The agency's agents and pending invitations.", access: "agency-owner" }), async (c) =>
    c.json({ data: await listTeam(c.var.db, await requireOwnedAgency(c.var.db, c.var.user)) }),
  )
  .post(
    "/invitations",
    route({ summary: "Invites an agent by e-mail (or sends the pending one again).", access: "agency-owner", input: { json: inviteAgentSchema } }),
    invitationMailLimit,
    async (c) => {
      const agency = await requireOwnedAgency(c.var.db, c.var.user);
      const { invitation, resent } = await inviteAgent(c.var.db, mailer(c), agency, c.var.user, c.req.valid("json").email);
      return c.json({ data: { invitation, message: resent ? M.invitationResent : M.invitationSent } }, resent ? 200 : 201);
    },
  )
  .post(
    "/invitations/:id/resend",
    route({ summary: "Sends a pending invitation again.", access: "agency-owner", input: { param: idParamSchema } }),
    invitationMailLimit,
    async (c) => {
      const agency = await requireOwnedAgency(c.var.db, c.var.user);
      const invitation = await resendInvitation(c.var.db, mailer(c), agency, c.var.user.name, c.req.valid("param").id);
      return c.json({ data: { invitation, message: M.invitationResent } });
    },
  )
  .delete(
    "/invitations/:id",
    route({ summary: "Revokes a pending invitation.", access: "agency-owner", input: { param: idParamSchema } }),
    async (c) => {
      await revokeInvitation(c.var.db, await requireOwnedAgency(c.var.db, c.var.user), c.req.valid("param").id);
      return c.body(null, 204);
    },
  )
  .post(
    "/agents/:agentId/remove",
    route({
      summary: "Removes an agent, handing their listings to another.",
      access: "agency-owner",
      input: { param: memberParamSchema, json: removeAgentSchema },
    }),
    async (c) => {
      const agency = await requireOwnedAgency(c.var.db, c.var.user);
      return c.json({ data: await removeAgent(c.var.db, agency, c.req.valid("param").agentId, c.req.valid("json").reassign_to) });
    },
  )
  .put(
    "/listings/:id/agent",
    route({
      summary: "Hands one of the agency's listings to another of its agents.",
      access: "agency-owner",
      input: { param: idParamSchema, json: reassignListingSchema },
    }),
    async (c) => {
      const agency = await requireOwnedAgency(c.var.db, c.var.user);
      return c.json({ data: await reassignListing(c.var.db, agency, c.req.valid("param").id, c.req.valid("json").agent_id) });
    },
  );
