import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AGENCY_TEAM_MESSAGES as M } from "@domain/agencies/agency-team-messages";
import { notify } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { agencyTeamKeys, fetchAgencyTeam, inviteAgent, removeAgent, resendInvitation, revokeInvitation } from "../api/agency-team";

/** The "Equipo" tab's one request: members, pending invitations and the passes spent. */
export function useAgencyTeam(userId: string) {
  return useQuery({ queryKey: agencyTeamKeys.team(userId), queryFn: ({ signal }) => fetchAgencyTeam(signal), staleTime: 0 });
}

// Each action says how it went in a toast (the worker's sentence on failure) and reads the team again.
export function useTeamActions(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: agencyTeamKeys.team(userId) });
  const failed = (title: string) => (error: unknown) => notify.error(title, failureText(error));
  return {
    invite: useMutation({
      mutationFn: inviteAgent,
      onSuccess: (r) => (notify.success(r.message), refresh()),
    }),
    resend: useMutation({
      mutationFn: resendInvitation,
      onSuccess: (r) => (notify.success(r.message), refresh()),
      onError: failed("No se pudo reenviar la invitación"),
    }),
    revoke: useMutation({
      mutationFn: revokeInvitation,
      onSuccess: () => (notify.success(M.invitationRevoked), refresh()),
      onError: failed("No se pudo cancelar la invitación"),
    }),
    remove: useMutation({
      mutationFn: ({ agentId, reassignTo }: { agentId: string; reassignTo: string }) => removeAgent(agentId, reassignTo),
      onSuccess: (r) => (notify.success(r.message), refresh()),
      onError: failed("No se pudo dar de baja"),
    }),
  };
}
