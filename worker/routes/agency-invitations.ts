import { Hono, type Context } from "hono";
import { invitationSignUpSchema } from "../../domain/agencies/agency-team";
import { AGENCY_TEAM_MESSAGES as M } from "../../domain/agencies/agency-team-messages";
import { tokenParamSchema } from "../../domain/ids";
import { DomainError } from "../../domain/errors/domain-error";
import { noStore } from "../middleware/no-store";
import { rateLimit } from "../middleware/rate-limit";
import { acceptInvitation, pendingInvitation, viewInvitation } from "../services/agency-team/invitations";
import { accountExists } from "../services/agency-team/accounts";
import { authForProvenAddress } from "../services/session";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

// /api/agency-invitations/:token: the link of an invitation e-mail (the signed token is
// the key). GET says what it is for (a tampered or unknown link: 404); accepting joins the
// signed-in account; registering creates the account with the invited address, then joins.
export const agencyInvitationsRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get(
    "/:token",
    rateLimit("invitation"),
    route({ summary: "What an invitation's link is for.", access: "public", owner: "link", input: { param: tokenParamSchema } }),
    async (c) => c.json({ data: await viewInvitation(c.var.db, c.var.config.BETTER_AUTH_SECRET, c.req.valid("param").token) }),
  )
  .post(
    "/:token/accept",
    route({
      summary: "The signed-in account joins the agency (the invited address only).",
      access: "signed-in",
      owner: "link",
      input: { param: tokenParamSchema },
    }),
    async (c) => c.json({ data: await acceptInvitation(c.var.db, c.var.config.BETTER_AUTH_SECRET, c.var.user, c.req.valid("param").token) }),
  )
  .post(
    "/:token/register",
    rateLimit("sign-up"),
    route({
      summary: "A new account for the invited address, joined and signed in.",
      access: "public",
      owner: "link",
      input: { param: tokenParamSchema, json: invitationSignUpSchema },
    }),
    async (c) => register(c, c.req.valid("param").token, c.req.valid("json")),
  );

// A new account for the invited address (the address is the invitation's, never typed),
// as agente, then the invitation is accepted with it and the browser signed in.
async function register(c: Context<AppEnv>, token: string, input: { name: string; password: string }) {
  const secret = c.var.config.BETTER_AUTH_SECRET;
  const { row } = await pendingInvitation(c.var.db, secret, token);
  if (await accountExists(c.var.db, row.email)) throw new DomainError("invitation_account_exists", M.accountExists);
  // The invitation's link came to this address: the account is confirmed when it joins,
  // without better-auth's confirmation e-mail.
  const auth = authForProvenAddress(c);
  const created = await auth.api.signUpEmail({ body: { name: input.name, email: row.email, password: input.password }, headers: c.req.raw.headers });
  const result = await acceptInvitation(c.var.db, secret, { id: created.user.id, email: row.email, role: "agente" }, token);
  const signIn = await auth.api.signInEmail({ body: { email: row.email, password: input.password }, headers: c.req.raw.headers, asResponse: true });
  const res = c.json({ data: result }, 201);
  for (const cookie of signIn.headers.getSetCookie()) res.headers.append("Set-Cookie", cookie);
  return res;
}
