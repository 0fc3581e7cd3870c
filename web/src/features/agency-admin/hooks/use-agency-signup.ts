import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AGENCY_SIGNUP_LIMITS, AGENCY_SIGNUP_MESSAGES, AGENCY_SIGNUP_MESSAGES_EN, agencySignupSlugSchema } from "@domain/agencies/agency-signup";
import { notify as toast } from "@web/components/ui/toast";
import { useLang } from "@web/lib/i18n/lang-context";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { checkAgencySlug, createAgency, fetchAgencySignup, resubmitVerification } from "../api/agency-signup";

const SIGNUP = ["my-agency-signup"] as const;

/** The sign-up's texts in the page's language. */
export function useAgencySignupMessages() {
  return useLang() === "es" ? AGENCY_SIGNUP_MESSAGES : AGENCY_SIGNUP_MESSAGES_EN;
}

/** Whether the account has its agency yet, its verification's state and its verified phones. */
export function useAgencySignup(enabled = true) {
  return useQuery({ queryKey: SIGNUP, queryFn: ({ signal }) => fetchAgencySignup(signal), enabled });
}

/** Reads the state again (after a phone was verified elsewhere on the page). */
export function useRefreshAgencySignup() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: SIGNUP });
}

/** Whether the slug is free, asked once typing stops; null while it has the wrong shape. */
export function useSlugAvailability(slug: string) {
  const settled = useDebouncedValue(slug, AGENCY_SIGNUP_LIMITS.slugCheckDelayMs);
  const wellFormed = agencySignupSlugSchema.safeParse(settled).success;
  const query = useQuery({
    queryKey: ["agency-slug", settled],
    queryFn: ({ signal }) => checkAgencySlug(settled, signal),
    enabled: wellFormed,
    staleTime: 10_000,
  });
  return {
    checking: wellFormed && (settled !== slug || query.isFetching),
    available: settled === slug && wellFormed ? (query.data?.available ?? null) : null,
  };
}

export function useCreateAgency() {
  const M = useAgencySignupMessages();
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAgency,
    onSuccess: (state) => {
      client.setQueryData(SIGNUP, { agency: state.agency, verification: state.verification, verified_phones: state.verified_phones });
      // The team, the profile and the reports now have an agency to read.
      void client.invalidateQueries({ queryKey: ["my-agency"] });
      void client.invalidateQueries({ queryKey: ["agency-team"] });
      toast.success(M.created);
    },
  });
}

export function useResubmitVerification() {
  const M = useAgencySignupMessages();
  const client = useQueryClient();
  return useMutation({
    mutationFn: resubmitVerification,
    onSuccess: (state) => {
      client.setQueryData(SIGNUP, state);
      toast.success(M.verificationSent);
    },
  });
}
