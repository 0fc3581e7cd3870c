import type { AgentPage } from "@domain/profile/my-profile";
import { apiData } from "@web/lib/api-client";

/** GET /api/agents/{slug}: an independent agent's page (a 404 for an unknown slug). */
export function fetchAgentPage(slug: string, signal?: AbortSignal): Promise<AgentPage> {
  return apiData<AgentPage>(`/api/agents/${encodeURIComponent(slug)}`, { signal });
}
