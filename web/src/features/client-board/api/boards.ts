import type { BoardView, ClonedPropertyDetail, MigrationResult } from "@domain/boards/board";
import { apiData, apiFetch } from "@web/lib/api-client";
import { API_READS } from "@domain/pages/shell-reads";

/** The agent's board of a client list, and whether the list's favourites still have to be copied in. */
export type AgentBoardView = BoardView & { needs_migration: boolean };

const enc = encodeURIComponent;

/** GET /api/boards/by-list/:listId — 404 for an unknown (or another agent's) list. */
export async function fetchBoardByList(listId: string, signal?: AbortSignal): Promise<AgentBoardView> {
  return apiData<AgentBoardView>(API_READS.boardByList(listId), { signal });
}

/** migrate-favorite-list: clones the list's properties into the board (idempotent). */
export async function migrateList(listId: string): Promise<MigrationResult> {
  return apiData<MigrationResult>("/api/boards/migrate", { method: "POST", body: { listId } });
}

/** generate-board-token: a /t/{token} link; a new one replaces the old. */
export async function createShareLink(boardId: string): Promise<{ shareUrl: string; token: string }> {
  return apiData<{ shareUrl: string; token: string }>(`/api/boards/${enc(boardId)}/share`, { method: "POST", body: {} });
}

export async function revokeShareLink(boardId: string): Promise<void> {
  await apiFetch<null>(`/api/boards/${enc(boardId)}/share`, { method: "DELETE" });
}

export async function setShowAgentContact(boardId: string, show: boolean): Promise<void> {
  await apiFetch<unknown>(`/api/boards/${enc(boardId)}`, { method: "PATCH", body: { show_agent_contact: show } });
}

/** The client's view through the link (no session needed); 404 when unknown or revoked. */
export async function fetchPublicBoard(token: string, signal?: AbortSignal): Promise<BoardView> {
  return apiData<BoardView>(`/api/public-boards/${enc(token)}`, { signal, skipUnauthorizedHandler: true });
}

/** A board card's detail: for the owning agent (session) or whoever holds the board's link (token). */
export async function fetchClonedProperty(id: string, token: string | null, signal?: AbortSignal): Promise<ClonedPropertyDetail> {
  return apiData<ClonedPropertyDetail>(`/api/cloned-properties/${enc(id)}`, {
    signal,
    query: { token: token ?? undefined },
    skipUnauthorizedHandler: true,
  });
}
