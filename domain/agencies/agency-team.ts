import * as z from "zod";
import { emailSchema, mismatch, nameSchema, newPasswordSchema, passwordsMatch } from "../auth/schemas";
import { ID_MAX_LENGTH, recordIdSchema } from "../ids";
import { DAY_MS } from "../billing/plans";
import type { Bilingual } from "../i18n/bilingual";
import { AGENCY_TEAM_MESSAGES as M, AGENCY_TEAM_MESSAGES_EN } from "./agency-team-messages";
import { pagePath } from "../pages/page-routes";

// An agency's team: its owner (role inmobiliaria) invites agents by e-mail; an invitation
// is a signed link valid INVITATION_VALID_DAYS that is used once, by the address it was
// sent to. The agency's plan pays every pass its agents spend, and each spend is logged.

export const INVITATION_VALID_DAYS = 7;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * DAY_MS;
/** Pending invitations an agency may have at once (each one is an e-mail we send). */
export const MAX_PENDING_INVITATIONS = 20;
/** The spend log the "Equipo" tab shows: the newest entries. */
export const PASS_SPEND_LOG_SIZE = 50;
/** The page an invitation e-mail links to, with ?token=. */
export const INVITATION_PATH = pagePath.invitation;
/** What an HMAC of an invitation is for (so no other signed link can pass for one). */
export const INVITATION_PURPOSE = "agency-invitation";

export const INVITATION_STATUSES = ["pendiente", "aceptada", "revocada"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** What the invited person's page shows: a pending invitation past its date is "vencida". */
export type InvitationState = InvitationStatus | "vencida";

// What of the agency's plan a member used on a listing: a pass to publish or renew it, or
// the plan's 3D tour credit. The log reads "<agent> <verb> <listing>".
export const PASS_SPEND_KINDS = ["publicar", "renovar", "recorrido_3d"] as const;
export type PassSpendKind = (typeof PASS_SPEND_KINDS)[number];
export const PASS_SPEND_VERBS: Bilingual<Record<PassSpendKind, string>> = {
  es: { publicar: "publicó", renovar: "renovó", recorrido_3d: "usó el crédito de recorrido 3D en" },
  en: { publicar: "published", renovar: "renewed", recorrido_3d: "used the 3D tour credit on" },
};

/** The team's messages built from a constant here, paired for the API's refusals. */
export const AGENCY_TEAM_MESSAGE_TWINS: readonly Bilingual[] = [
  { es: M.tooManyInvitations(MAX_PENDING_INVITATIONS), en: AGENCY_TEAM_MESSAGES_EN.tooManyInvitations(MAX_PENDING_INVITATIONS) },
];

export const inviteAgentSchema = z.object({ email: emailSchema });
export type InviteAgentInput = z.infer<typeof inviteAgentSchema>;

// Removing an agent: who takes their listings (another agent of the agency, or the owner).
export const removeAgentSchema = z.object({
  reassign_to: z.string({ error: M.reassignTarget }).min(1, M.reassignTarget).max(ID_MAX_LENGTH, M.reassignTarget),
});
export const reassignListingSchema = z.object({
  agent_id: z.string({ error: M.reassignTarget }).min(1, M.reassignTarget).max(ID_MAX_LENGTH, M.reassignTarget),
});
export const memberParamSchema = z.object({ agentId: recordIdSchema });

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  is_owner: boolean;
  listings: number;
  leads: number;
  /** The last time they used Hogaria (a session) or changed one of the agency's listings. */
  last_activity_at: string | null;
};

export type TeamInvitation = { id: string; email: string; status: InvitationState; sent_at: string; expires_at: string };

export type PassSpend = {
  id: string;
  agent: { id: string; name: string } | null;
  listing: { id: string | null; title: string };
  kind: PassSpendKind;
  created_at: string;
};

/** GET /api/agency/team: everything the "Equipo" tab shows, in one answer. */
export type AgencyTeam = {
  agency: { id: string; name: string };
  members: TeamMember[];
  invitations: TeamInvitation[];
  spends: PassSpend[];
  max_pending_invitations: number;
};

/** GET /api/agency-invitations/:token: what the invited person's page shows. */
export type InvitationView = {
  agency_name: string;
  inviter_name: string;
  email: string;
  state: InvitationState;
  expires_at: string;
  /** Whether the invited address already has an account (then: sign in to join). */
  account_exists: boolean;
};

/** The registration form of an invitation: the e-mail is the invitation's own, the rules the sign-up's. */
export const invitationSignUpSchema = z.object({ name: nameSchema, password: newPasswordSchema });
export const invitationSignUpFormSchema = invitationSignUpSchema.extend({ confirmPassword: z.string() }).refine(passwordsMatch, mismatch);
export type InvitationSignUpForm = z.infer<typeof invitationSignUpFormSchema>;
