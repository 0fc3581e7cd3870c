import type { LeadInbox, LeadMessageInput } from "@domain/leads/lead-schema";
import { apiData, apiFetch } from "@web/lib/api-client";

/** Where a message is written from: the listing's page, or an agent's shared sheet. */
export type LeadTarget = { property_id: string } | { share_token: string };

/** POST /api/leads → 201 { data: { id } }. Field errors (400), 404 and 429 arrive as ApiError. */
export async function createLead(input: LeadMessageInput & LeadTarget): Promise<{ id: string }> {
  return apiData<{ id: string }>("/api/leads", { method: "POST", body: input });
}

export type LeadFilters = { agentId?: string; unread?: boolean };

/** GET /api/leads: the signed-in advertiser's messages, newest first, and how many are unread. */
export function fetchLeads({ agentId, unread }: LeadFilters, signal?: AbortSignal): Promise<LeadInbox> {
  return apiData<LeadInbox>("/api/leads", { query: { agent_id: agentId || undefined, unread: unread ? "1" : undefined }, signal });
}

/** POST /api/leads/:id/read → 204. */
export async function markLeadRead(id: string): Promise<void> {
  await apiFetch<null>(`/api/leads/${encodeURIComponent(id)}/read`, { method: "POST", body: {} });
}
