import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Lead } from "@domain/leads/lead-schema";
import type { LeadInbox } from "@domain/leads/lead-schema";
import { fetchLeads, markLeadRead } from "../api/leads";

export const leadsKeys = {
  all: (userId: string) => ["leads", userId] as const,
  list: (userId: string, agentId: string) => ["leads", userId, agentId || "todos"] as const,
};

/** The advertiser's "Mensajes", read afresh whenever the inbox is shown. */
export function useLeads(userId: string, agentId: string) {
  return useQuery({
    queryKey: leadsKeys.list(userId, agentId),
    queryFn: ({ signal }) => fetchLeads({ agentId }, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * Marks a lead read at once on screen (every cached list that holds it), then on the
 * server; a failure puts the server's view back.
 */
export function useMarkLeadRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: Lead) => markLeadRead(lead.id),
    onMutate: (lead) => {
      queryClient.setQueriesData<LeadInbox>({ queryKey: leadsKeys.all(userId) }, (inbox) => {
        if (!inbox || !inbox.items.some((l) => l.id === lead.id && !l.read)) return inbox;
        return { items: inbox.items.map((l) => (l.id === lead.id ? { ...l, read: true } : l)), unread: Math.max(0, inbox.unread - 1) };
      });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: leadsKeys.all(userId) }),
  });
}
