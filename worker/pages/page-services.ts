import type { Db } from "../../db/client";
import type { AppConfig } from "../env";
import type { PageServices } from "@web/entry-server";
import { propertySearchSchema } from "../../domain/properties/search-params";
import { agencySearchParamsSchema } from "../../domain/agencies/agency-query";
import { linkTokenSchema, recordIdSchema } from "../../domain/ids";
import { SERVICE_CATALOGUE } from "../../domain/billing/services";
import { DomainError } from "../../domain/errors/domain-error";
import { featuredProperties } from "../services/featured";
import { searchProperties } from "../services/property-search";
import { getPropertyDetail } from "../services/property-detail";
import { getPresentation, getSharedProperty } from "../services/property-shares";
import { boardByToken } from "../services/boards/board-rows";
import { boardView } from "../services/boards/board-view";
import { listPlans } from "../services/plans";
import { listAlcaldias, searchAgencies } from "../services/agencies";
import { siteConfig } from "../services/site-config";
import { getAgencyPage } from "../services/agency-page";
import { agencySlugSchema } from "../../domain/agencies/agency-profile";
import { agentSlugSchema } from "../../domain/profile/my-profile";
import { getAgentPage } from "../services/profile/agent-page";

// The page loaders' data, read from the services the API routes call, with the same input
// validation the API applies (what the API would refuse is `null`: the page then asks the
// API, which explains the problem).
export function pageServices(db: Db, config: AppConfig): PageServices {
  return {
    featured: () => featuredProperties(db),
    async search(apiQuery) {
      const parsed = propertySearchSchema.safeParse(queryObject(new URLSearchParams(apiQuery)));
      return parsed.success ? searchProperties(db, parsed.data) : null;
    },
    async property(id) {
      return recordIdSchema.safeParse(id).success ? getPropertyDetail(db, id) : null;
    },
    sharedProperty: (token) => (linkTokenSchema.safeParse(token).success ? goneAsNull(getSharedProperty(db, token)) : Promise.resolve(null)),
    presentation: (token) => (linkTokenSchema.safeParse(token).success ? goneAsNull(getPresentation(db, token)) : Promise.resolve(null)),
    // The board as a client holding the link sees it: the agent only when the board shows
    // their contact (no origin: it only builds the agent's own share URL).
    async publicBoard(token) {
      const board = linkTokenSchema.safeParse(token).success ? await boardByToken(db, token) : null;
      return board ? boardView(db, board, "", false) : null;
    },
    plans: () => listPlans(db),
    services: () => [...SERVICE_CATALOGUE],
    async agencies(q, alcaldiaId) {
      const parsed = agencySearchParamsSchema.safeParse({ q, alcaldia_id: alcaldiaId });
      return parsed.success ? searchAgencies(db, parsed.data) : null;
    },
    alcaldias: () => listAlcaldias(db),
    agency: async (slug) => (agencySlugSchema.safeParse(slug).success ? getAgencyPage(db, slug) : null),
    agent: async (slug) => (agentSlugSchema.safeParse(slug).success ? getAgentPage(db, slug) : null),
    siteConfig: () => siteConfig(config),
  };
}

// Query parameters as the API's validator reads them: a repeated name is a list.
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

// The share services answer an unknown or revoked link with a 404.
async function goneAsNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") return null;
    throw error;
  }
}
