import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { agencies, agencyAgents } from "../../../db/schema/agencies";
import { agencyInvitations } from "../../../db/schema/agency-team";
import { users } from "../../../db/schema/auth";
import { properties } from "../../../db/schema/properties";
import {
  INVITATION_PATH,
  INVITATION_VALID_MS,
  MAX_PENDING_INVITATIONS,
  type InvitationState,
  type InvitationView,
  type TeamInvitation,
} from "../../../domain/agencies/agency-team";
import { AGENCY_TEAM_MESSAGES as M } from "../../../domain/agencies/agency-team-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import type { MailMessage } from "../../adapters/mail";
import { agencyInvitationEmail } from "../../mail/agency-invitation";
import { pageUrl } from "../../mail/layout";
import type { Lang } from "../../../domain/i18n/lang";
import type { Actor } from "../listings/manageable-listing";
import { invitationMacValid, invitationToken, parseInvitationToken } from "./invitation-token";
import type { OwnedAgency } from "./owned-agency";

/** `lang`: the language of the page the owner invited from (the invited person has no account language yet). */
export type InvitationMailer = { origin: string; secret: string; lang: Lang; send: (message: MailMessage) => Promise<void> };
type InvitationRow = typeof agencyInvitations.$inferSelect;

const stateOf = (row: Pick<InvitationRow, "status" | "expiresAt">, now: Date): InvitationState =>
  row.status === "pendiente" && row.expiresAt <= now ? "vencida" : row.status;

export const toTeamInvitation = (row: InvitationRow, now: Date): TeamInvitation => ({
  id: row.id,
  email: row.email,
  status: stateOf(row, now),
  sent_at: row.sentAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

async function mailInvitation(mailer: InvitationMailer, row: InvitationRow) {
  const token = await invitationToken(mailer.secret, row.id, row.expiresAt);
  const link = `${pageUrl(mailer.origin, INVITATION_PATH, mailer.lang)}?token=${encodeURIComponent(token)}`;
  await mailer.send(agencyInvitationEmail(row.email, link, mailer.lang));
}

// Invites an address to the agency. Inviting an address that already has a pending
// invitation sends it again (a fresh link); otherwise a new invitation counts against the
// agency's MAX_PENDING_INVITATIONS, checked in the INSERT itself so two at once cannot
// pass it. The e-mail is sent before answering, so the owner knows it left.
export async function inviteAgent(
  db: Db,
  mailer: InvitationMailer,
  agency: OwnedAgency,
  owner: Actor & { email: string; name: string },
  email: string,
  now = new Date(),
) {
  if (email === owner.email.toLowerCase()) throw new DomainError("validation_error", M.cannotInviteYourself, { email: [M.cannotInviteYourself] });
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(agencyAgents, and(eq(agencyAgents.agentId, users.id), eq(agencyAgents.agencyId, agency.id)))
    .where(eq(users.email, email));
  if (member) throw new DomainError("already_member", M.alreadyMember, { email: [M.alreadyMember] });

  const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS);
  const [pending] = await db
    .update(agencyInvitations)
    .set({ sentAt: now, expiresAt, invitedBy: owner.id })
    .where(and(eq(agencyInvitations.agencyId, agency.id), eq(agencyInvitations.email, email), eq(agencyInvitations.status, "pendiente")))
    .returning();
  let row = pending;
  if (!row) {
    const id = crypto.randomUUID();
    const open = db
      .select({ n: count() })
      .from(agencyInvitations)
      .where(and(eq(agencyInvitations.agencyId, agency.id), eq(agencyInvitations.status, "pendiente"), gt(agencyInvitations.expiresAt, now)));
    const inserted = await db.run(
      sql`INSERT INTO agency_invitations (id, agency_id, email, invited_by, status, sent_at, expires_at)
          SELECT ${id}, ${agency.id}, ${email}, ${owner.id}, 'pendiente', ${now.getTime()}, ${expiresAt.getTime()}
          WHERE (${open}) < ${MAX_PENDING_INVITATIONS}
          ON CONFLICT DO NOTHING`,
    );
    if (inserted.rowsAffected === 0) throw new DomainError("too_many_invitations", M.tooManyInvitations(MAX_PENDING_INVITATIONS));
    [row] = await db.select().from(agencyInvitations).where(eq(agencyInvitations.id, id));
  }
  await mailInvitation(mailer, row);
  return { invitation: toTeamInvitation(row, now), resent: !!pending };
}

async function ownedInvitation(db: Db, agency: OwnedAgency, id: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(agencyInvitations)
    .where(and(eq(agencyInvitations.id, id), eq(agencyInvitations.agencyId, agency.id)));
  if (!row) throw new DomainError("invitation_not_found", M.invitationNotFound);
  if (row.status === "aceptada") throw new DomainError("invitation_used", M.invitationUsed);
  if (row.status === "revocada") throw new DomainError("invitation_revoked", M.invitationRevokedForGuest);
  return row;
}

// Sends a pending (or expired) invitation again with a new 7-day link; the old link stops working.
export async function resendInvitation(db: Db, mailer: InvitationMailer, agency: OwnedAgency, inviter: string, id: string, now = new Date()) {
  await ownedInvitation(db, agency, id);
  const [row] = await db
    .update(agencyInvitations)
    .set({ sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_VALID_MS) })
    .where(and(eq(agencyInvitations.id, id), eq(agencyInvitations.status, "pendiente")))
    .returning();
  if (!row) throw new DomainError("invitation_used", M.invitationUsed);
  await mailInvitation(mailer, row);
  return toTeamInvitation(row, now);
}

export async function revokeInvitation(db: Db, agency: OwnedAgency, id: string): Promise<void> {
  await ownedInvitation(db, agency, id);
  await db
    .update(agencyInvitations)
    .set({ status: "revocada" })
    .where(and(eq(agencyInvitations.id, id), eq(agencyInvitations.status, "pendiente")));
}

// The invitation a link names, when the link is one we signed for it (with its current
// expiry); anything else is the same 404, tampered or unknown.
async function invitationOfToken(db: Db, secret: string, token: string) {
  const parsed = parseInvitationToken(token);
  if (!parsed) throw new DomainError("invitation_not_found", M.invitationNotFound);
  const [found] = await db
    .select({ row: agencyInvitations, agencyName: agencies.name, inviterName: users.name })
    .from(agencyInvitations)
    .innerJoin(agencies, eq(agencies.id, agencyInvitations.agencyId))
    .innerJoin(users, eq(users.id, agencyInvitations.invitedBy))
    .where(eq(agencyInvitations.id, parsed.id));
  if (!found || !(await invitationMacValid(secret, parsed.mac, found.row.id, found.row.expiresAt))) {
    throw new DomainError("invitation_not_found", M.invitationNotFound);
  }
  return found;
}

/** What the invited person's page shows: the agency, the address, and whether the link still works. */
export async function viewInvitation(db: Db, secret: string, token: string, now = new Date()): Promise<InvitationView> {
  const { row, agencyName, inviterName } = await invitationOfToken(db, secret, token);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  return {
    agency_name: agencyName,
    inviter_name: inviterName,
    email: row.email,
    state: stateOf(row, now),
    expires_at: row.expiresAt.toISOString(),
    account_exists: !!account,
  };
}

function refuseUnusable(state: InvitationState): void {
  if (state === "aceptada") throw new DomainError("invitation_used", M.invitationUsed);
  if (state === "revocada") throw new DomainError("invitation_revoked", M.invitationRevokedForGuest);
  if (state === "vencida") throw new DomainError("invitation_expired", M.invitationExpired);
}

/** A link that can still be used, for the registration: its address, or the refusal. */
export async function pendingInvitation(db: Db, secret: string, token: string, now = new Date()) {
  const found = await invitationOfToken(db, secret, token);
  refuseUnusable(stateOf(found.row, now));
  return found;
}

// Joins the signed-in person to the agency, as agente. Used once (the conditional UPDATE
// wins for one request only), only by the address it was sent to, never by an agency's
// own account or by an agent of another agency. Opening the link proved the address, so
// it counts as confirmed.
//
// The listings they already have become the agency's in the same transaction, as every
// listing they create from then on: the agency's plan pays their renewals (an agent of an
// agency cannot buy a plan of their own), its owner manages them, and they stay with the
// agency if the agent leaves. A listing whose source id the agency already uses (an
// import's key, one per agency) stays theirs. Past leads stay with the agent.
export async function acceptInvitation(db: Db, secret: string, user: Actor & { email: string }, token: string, now = new Date()) {
  const { row, agencyName } = await pendingInvitation(db, secret, token, now);
  if (user.email.toLowerCase() !== row.email) throw new DomainError("invitation_wrong_account", M.wrongAccount(row.email));
  if (user.role === "inmobiliaria") throw new DomainError("cannot_join", M.agencyAccount);
  const [membership] = await db.select({ agencyId: agencyAgents.agencyId }).from(agencyAgents).where(eq(agencyAgents.agentId, user.id)).limit(1);
  if (membership && membership.agencyId !== row.agencyId) throw new DomainError("cannot_join", M.inAnotherAgency);
  const moved = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(agencyInvitations)
      .set({ status: "aceptada", acceptedBy: user.id, acceptedAt: now })
      .where(and(eq(agencyInvitations.id, row.id), eq(agencyInvitations.status, "pendiente"), gt(agencyInvitations.expiresAt, now)))
      .returning({ id: agencyInvitations.id });
    if (!claimed) throw new DomainError("invitation_used", M.invitationUsed);
    await tx.insert(agencyAgents).values({ agencyId: row.agencyId, agentId: user.id, createdAt: now }).onConflictDoNothing();
    // A person who searched becomes an agent; an agent stays one.
    await tx.update(users).set({ role: "agente", emailVerified: true, updatedAt: now }).where(eq(users.id, user.id));
    const brought = await tx
      .update(properties)
      .set({ agencyId: row.agencyId })
      .where(
        and(
          eq(properties.agentId, user.id),
          isNull(properties.agencyId),
          sql`(${properties.sourceId} IS NULL OR NOT EXISTS (SELECT 1 FROM ${properties} taken WHERE taken.agency_id = ${row.agencyId} AND taken.source_id = ${properties.sourceId}))`,
        ),
      )
      .returning({ id: properties.id });
    return brought.length;
  });
  return { agency: { id: row.agencyId, name: agencyName }, moved_listings: moved, message: M.joined(agencyName, moved) };
}
