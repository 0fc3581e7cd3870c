import { keepPreviousData, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MyListing } from "@domain/listings/my-listing";
import { notify } from "@web/components/ui/toast";
import { failureText, hasCode, type ApiError } from "@web/lib/api-client";
import { getRenewalQuote, renewalQuoteKey, subscriptionKey } from "@web/lib/subscription";
import { failureTitle, successMessage, type ActionCall } from "../action-messages";
import { useLang } from "@web/lib/i18n/lang-context";
import { changeListing, deleteListing, fetchMyListings, reassignListing, type ListingChange } from "../api/my-listings";
import type { MyListingsFilters } from "../listing-filters";

export const myListingsKeys = {
  all: (userId: string) => ["my-listings", userId] as const,
  page: (userId: string, filters: MyListingsFilters) => ["my-listings", userId, filters] as const,
  action: (userId: string) => ["my-listings", userId, "action"] as const,
};

/** Reads the list again, e.g. after a service was activated for one of the listings. */
export function useRefreshMyListings(userId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: myListingsKeys.all(userId) });
}

/** One page of the agent's (or the agency's) listings; the previous page stays while the next loads. */
export function useMyListings(userId: string, filters: MyListingsFilters) {
  return useQuery({
    queryKey: myListingsKeys.page(userId, filters),
    queryFn: ({ signal }) => fetchMyListings(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The agency's team, to filter its listings and its messages by agent (empty for an agent). */
export function useListingAgents(userId: string) {
  const query = useQuery({
    queryKey: myListingsKeys.page(userId, { page: 1 }),
    queryFn: ({ signal }) => fetchMyListings({ page: 1 }, signal),
    select: (page) => page.agents,
  });
  return query.data ?? [];
}

/**
 * "Cambiar agente": the listing goes to someone else of the agency's team (the worker's
 * sentence in the toast, and who has it now), and the list is read again.
 */
export function useReassignListing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listing, agent }: { listing: MyListing; agent: { id: string; name: string } }) => reassignListing(listing.id, agent.id),
    onSuccess: (result, { listing, agent }) => notify.success(result.message, `${agent.name} atiende ahora “${listing.title}”.`),
    onError: (error) => notify.error("No se pudo cambiar el agente", failureText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myListingsKeys.all(userId) }),
  });
}

/**
 * What renewing this listing would spend, from whose plan, or the cheapest way to get a pass
 * (read each time the dialog opens: a pass may have gone since). Null: no renewal asked.
 */
export function useRenewalQuote(userId: string, listingId: string | null) {
  return useQuery({
    queryKey: renewalQuoteKey(userId, listingId ?? ""),
    queryFn: ({ signal }) => getRenewalQuote(listingId!, signal),
    enabled: listingId !== null,
    staleTime: 0,
  });
}

export type ActionInput = { listing: MyListing; call: ActionCall };

/**
 * Pausar, Reactivar, Cerrar, Renovar and Eliminar: each toasts what happened and refreshes
 * the list (and the plan, since renewing spends a pass). A renewal without passes (402: the
 * last one went meanwhile) is left to the caller, which reads the renewal's passes again.
 */
export function useListingAction(userId: string) {
  const queryClient = useQueryClient();
  const lang = useLang();
  return useMutation({
    mutationKey: myListingsKeys.action(userId),
    mutationFn: async ({ listing, call }: ActionInput): Promise<ListingChange | null> => {
      if (call === "delete") {
        await deleteListing(listing.id);
        return null;
      }
      return changeListing(listing.id, call);
    },
    onSuccess: (change, { listing, call }) => {
      const { title, description } = successMessage(call, listing, change, lang);
      notify.success(title, description || undefined);
    },
    onError: (error, { call }) => {
      if (isNoPasses(error)) return;
      notify.error(failureTitle(call, lang), failureText(error));
    },
    onSettled: (_change, _error, { call }) => {
      void queryClient.invalidateQueries({ queryKey: myListingsKeys.all(userId) });
      if (call === "renew") void queryClient.invalidateQueries({ queryKey: subscriptionKey(userId) });
    },
  });
}

/** Renewing without passes left: the API answers 402. */
export const isNoPasses = (error: unknown): error is ApiError => hasCode(error, "no_passes");

/** The actions running now, by listing id (several rows can be busy at once). */
export function useRunningActions(userId: string): Map<string, ActionCall> {
  const running = useMutationState({
    filters: { mutationKey: myListingsKeys.action(userId), status: "pending" },
    select: (mutation) => mutation.state.variables as ActionInput | undefined,
  });
  return new Map(running.flatMap((input) => (input ? [[input.listing.id, input.call] as const] : [])));
}
