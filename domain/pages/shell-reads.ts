import type { Role } from "../auth/roles";
import { isAgentRole } from "../auth/roles";
import type { PageId } from "./page-routes";

// The API reads a signed-in page makes before it can show anything, named once for the web
// app (which asks for them) and the worker (which answers them inside the page's shell, so
// the browser does not wait a round trip for each, one after the other, after its code).

const enc = encodeURIComponent;

/** GET paths of the API, exactly as the web app asks for them (no query unless shown). */
export const API_READS = {
  session: "/api/auth/get-session",
  profile: "/api/me",
  siteConfig: "/api/config",
  /** The first page of the agent's (or agency's) listings, without filters. */
  myListings: "/api/listings",
  subscription: "/api/subscription",
  /** The plan with whose it is (the agency's, for its owner and agents): the dashboard's plan card. */
  subscriptionHolder: "/api/subscription/holder",
  boardByList: (listId: string) => `/api/boards/by-list/${enc(listId)}`,
} as const;

/**
 * What each signed-in page reads first, for who is signed in: who that is (every guarded
 * page), and the page's own first data. A page's address with a query (filters, another
 * page of a list) reads something else: it asks for it itself.
 */
export function shellReads(page: PageId, params: Record<string, string>, search: string, role: Role): string[] {
  const own = (): string[] => {
    if (page === "dashboard") return isAgentRole(role) && !search ? [API_READS.myListings, API_READS.subscription, API_READS.subscriptionHolder] : [];
    if (page === "clientBoard" && params.listId) return isAgentRole(role) ? [API_READS.boardByList(params.listId)] : [];
    return [];
  };
  return [API_READS.session, API_READS.profile, API_READS.siteConfig, ...own()];
}

/** How long after the page loaded its answers stand for the API (then the app asks again). */
export const SHELL_ANSWERS_MS = 60_000;
