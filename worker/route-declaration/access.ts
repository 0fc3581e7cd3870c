// Who may call an endpoint, as its declaration says (route.ts runs the check that goes with
// each rule). A rule whose last part is decided on the resource (whose agency, whose
// listing) is checked by the service the handler calls; the words say so.
export const ACCESS_RULES = {
  public: "anyone, signed in or not",
  "signed-in": "a signed-in account (401 otherwise)",
  agent: "an agent or an agency's owner (401 signed out, 403 for an account that searches)",
  exporter: "an agency's owner or an independent agent (401 signed out, 403 for anyone else, an agency's agent too)",
  "agency-owner": "the owner of an agency (401 signed out, 403 for anyone else)",
  operator: "an operator (401 signed out, 403 for anyone else)",
  development: "a developer's machine only (APP_ENV=development and a local database); 404 anywhere else",
} as const;

export type Access = keyof typeof ACCESS_RULES;

// Whose resource the path points at: anyone else gets the same 404 as for a missing one.
export const OWNER_RULES = {
  user: "the caller's own",
  agent: "the agent's own (or the owner of the agency it belongs to)",
  agency: "the caller's own agency",
  link: "whoever holds the link's token (the path's token is the key)",
} as const;

export type Owner = keyof typeof OWNER_RULES;
