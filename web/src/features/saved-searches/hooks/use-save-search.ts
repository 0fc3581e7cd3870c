import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { failureText, hasCode } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { loginUrlFor } from "@web/lib/auth/redirect";
import { createSavedSearch, fetchSavedSearches, savedSearchesKeys, type NewSavedSearch } from "@web/lib/saved-searches";
import { rememberPendingSave, sameFilters, takePendingSave } from "../pending-save";

export type SaveSearchState =
  { status: "checking" } | { status: "idle"; error: string | null } | { status: "saving" } | { status: "saved"; name: string };

/**
 * Saving one search: whether the person already has it, and the save itself. Signed out,
 * asking to save sends them to sign in and brings them back here, where the save they asked
 * for is completed. A saved search is this one when it has the same filters (the API keeps
 * them with the place's canonical name, which is the name the search page shows).
 */
export function useSaveSearch(search: NewSavedSearch) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const listKey = savedSearchesKeys.list(user?.id ?? "");
  const saved = useQuery({ queryKey: listKey, queryFn: ({ signal }) => fetchSavedSearches(signal), enabled: Boolean(user) });
  const create = useMutation({
    mutationFn: (wanted: NewSavedSearch) => createSavedSearch(wanted),
    // Already saved (another tab, or before signing in) is as good as saved now.
    onSettled: (_data, error) => {
      if (!error || hasCode(error, "duplicate")) void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
  const { mutate } = create;

  // Back from signing in: complete the save asked for before it.
  useEffect(() => {
    if (!user) return;
    const pending = takePendingSave(search.filters);
    if (pending) mutate(pending);
  }, [user, search.filters, mutate]);

  const existing = saved.data?.items.find((s) => sameFilters(s.filters, search.filters));
  const request = () => {
    if (!user) {
      rememberPendingSave(search);
      void navigate(loginUrlFor(location));
      return;
    }
    mutate(search);
  };

  let state: SaveSearchState;
  if (create.data) state = { status: "saved", name: create.data.name };
  else if (existing) state = { status: "saved", name: existing.name };
  else if (create.isPending) state = { status: "saving" };
  else if (hasCode(create.error, "duplicate")) state = { status: "saved", name: search.name };
  else if (loading || (user && saved.isPending)) state = { status: "checking" };
  else state = { status: "idle", error: create.error ? failureText(create.error) : null };
  return { state, request };
}
