import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AGENCY_MESSAGES } from "@domain/agencies/agency-profile";
import { notify as toast } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
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

export function useSaveMyAgency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMyAgency,
    onSuccess: (profile) => {
      client.setQueryData(MY_AGENCY, profile);
      toast.success(AGENCY_MESSAGES.saved);
    },
    onError: (error) => toast.error(failureText(error)),
  });
}

export function useUploadLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAgencyLogo,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MY_AGENCY });
      toast.success(AGENCY_MESSAGES.logoSaved);
    },
    onError: (error) => toast.error(failureText(error)),
  });
}
