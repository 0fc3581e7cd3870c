import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AGENCY_TEAM_MESSAGES, AGENCY_TEAM_MESSAGES_EN } from "@domain/agencies/agency-team-messages";
import { AGENCY_TEAM_TEXT as T } from "@domain/agencies/agency-team-text";
import { notify } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import { agencyTeamKeys, fetchAgencyTeam, inviteAgent, removeAgent, resendInvitation, revokeInvitation } from "../api/agency-team";

/** The "Equipo" tab's one request: members, pending invitations and the passes spent. */
export function useAgencyTeam(userId: string) {
  return useQuery({ queryKey: agencyTeamKeys.team(userId), queryFn: ({ signal }) => fetchAgencyTeam(signal), staleTime: 0 });
}

// Each action says how it went in a toast in the page's language (the worker's sentence, or
// its twin, on failure) and reads the team again.
export function useTeamActions(userId: string) {
  const lang = useLang();
  const m = useMessageIn();
  const M = lang === "es" ? AGENCY_TEAM_MESSAGES : AGENCY_TEAM_MESSAGES_EN;
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: agencyTeamKeys.team(userId) });
  const failed = (title: string) => (error: unknown) => notify.error(title, failureText(error));
  return {
    invite: useMutation({
      mutationFn: inviteAgent,
      onSuccess: (r) => (notify.success(m(r.message, M.invitationSent)!), refresh()),
    }),
    resend: useMutation({
      mutationFn: resendInvitation,
      onSuccess: (r) => (notify.success(m(r.message, M.invitationResent)!), refresh()),
      onError: failed(T.resendFailed[lang]),
    }),
    revoke: useMutation({
      mutationFn: revokeInvitation,
      onSuccess: () => (notify.success(M.invitationRevoked), refresh()),
      onError: failed(T.revokeFailed[lang]),
    }),
    remove: useMutation({
      // The worker's sentence names the agent; an English page says it with the name it knows.
      mutationFn: ({ agentId, reassignTo }: { agentId: string; reassignTo: string; name: string }) => removeAgent(agentId, reassignTo),
      onSuccess: (r, { name }) => (notify.success(lang === "es" ? r.message : M.memberRemoved(name)), refresh()),
      onError: failed(T.removeFailed[lang]),
    }),
  };
}
