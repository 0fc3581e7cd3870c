import type { AgencyTeam, TeamInvitation } from "@domain/agencies/agency-team";
import { apiData, apiFetch } from "@web/lib/api-client";

export const agencyTeamKeys = { team: (userId: string) => ["agency-team", userId] as const };

export const fetchAgencyTeam = (signal?: AbortSignal) => apiData<AgencyTeam>("/api/agency/team", { signal });

export const inviteAgent = (email: string) =>
  apiData<{ invitation: TeamInvitation; message: string }>("/api/agency/invitations", { method: "POST", body: { email } });

export const resendInvitation = (id: string) =>
  apiData<{ invitation: TeamInvitation; message: string }>(`/api/agency/invitations/${encodeURIComponent(id)}/resend`, { method: "POST", body: {} });

export const revokeInvitation = (id: string) => apiFetch<unknown>(`/api/agency/invitations/${encodeURIComponent(id)}`, { method: "DELETE" });

export const removeAgent = (agentId: string, reassignTo: string) =>
  apiData<{ moved: number; message: string }>(`/api/agency/agents/${encodeURIComponent(agentId)}/remove`, {
    method: "POST",
    body: { reassign_to: reassignTo },
  });
