import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AGENCY_MESSAGES, AGENCY_MESSAGES_EN } from "@domain/agencies/agency-profile";
import { notify as toast } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { useLang } from "@web/lib/i18n/lang-context";
import { fetchAgencyReport, fetchAlcaldias, fetchMyAgency, saveMyAgency, uploadAgencyLogo } from "../api/agency-admin";

const MY_AGENCY = ["my-agency"] as const;

export function useMyAgency() {
  return useQuery({ queryKey: MY_AGENCY, queryFn: ({ signal }) => fetchMyAgency(signal) });
}

export function useAgencyReport(slug: string | undefined) {
  return useQuery({ queryKey: ["agency-report", slug], queryFn: ({ signal }) => fetchAgencyReport(slug!, signal), enabled: Boolean(slug) });
}

export function useAlcaldiaOptions() {
  return useQuery({ queryKey: ["alcaldias"], queryFn: ({ signal }) => fetchAlcaldias(signal), staleTime: Infinity });
}

/** The profile's messages in the page's language. */
function useAgencyMessages() {
  return useLang() === "es" ? AGENCY_MESSAGES : AGENCY_MESSAGES_EN;
}

export function useSaveMyAgency() {
  const M = useAgencyMessages();
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMyAgency,
    onSuccess: (profile) => {
      client.setQueryData(MY_AGENCY, profile);
      toast.success(M.saved);
    },
    onError: (error) => toast.error(failureText(error)),
  });
}

export function useUploadLogo() {
  const M = useAgencyMessages();
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAgencyLogo,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MY_AGENCY });
      toast.success(M.logoSaved);
    },
    onError: (error) => toast.error(failureText(error)),
  });
}
