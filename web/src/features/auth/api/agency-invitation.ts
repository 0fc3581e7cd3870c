import type { InvitationView } from "@domain/agencies/agency-team";
import { apiData } from "@web/lib/api-client";

const base = (token: string) => `/api/agency-invitations/${encodeURIComponent(token)}`;

/** What an invitation link is for: the agency, the address, and whether it still works. */
export const fetchInvitation = (token: string) => apiData<InvitationView>(base(token), { skipUnauthorizedHandler: true });

/** Joins the signed-in account to the agency. */
export const acceptInvitation = (token: string) =>
  apiData<{ agency: { id: string; name: string }; moved_listings: number; message: string }>(`${base(token)}/accept`, { method: "POST", body: {} });

/** Creates the account with the invited address and joins; the worker signs this browser in. */
export const registerWithInvitation = (token: string, input: { name: string; password: string }) =>
  apiData<{ agency: { id: string; name: string }; moved_listings: number; message: string }>(`${base(token)}/register`, {
    method: "POST",
    body: input,
    skipUnauthorizedHandler: true,
  });
