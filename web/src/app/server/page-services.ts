import type { Plan } from "@domain/billing/plans";
import type { PropertyCard, PropertyDetail, PropertySearchResponse, SharedProperty } from "@domain/properties/property";
import type { AgencyCard } from "@domain/agencies/agency-query";
import type { AgencyPage } from "@domain/agencies/agency-profile";
import type { AgentPage } from "@domain/profile/my-profile";
import type { AddOnService } from "@domain/billing/services";
import type { SiteConfig } from "@domain/site-config";
import type { Alcaldia } from "@domain/locations/location";
import type { BoardView } from "@domain/boards/board";

/**
 * The data the worker's page loaders read, answered by the worker's services directly (not
 * through its HTTP API), shaped exactly as the API answers the same question. `null` means
 * not found (an unknown listing, a revoked link) or, for a search, parameters the API would
 * refuse (the page then asks the API itself and shows its message).
 */
export type PageServices = {
  featured(): Promise<PropertyCard[]>;
  search(apiQuery: string): Promise<PropertySearchResponse | null>;
  property(id: string): Promise<PropertyDetail | null>;
  sharedProperty(token: string): Promise<SharedProperty | null>;
  presentation(token: string): Promise<PropertyDetail | null>;
  /** A client's board as its link shows it, or null when the link is unknown or revoked. */
  publicBoard(token: string): Promise<BoardView | null>;
  plans(): Promise<Plan[]>;
  services(): AddOnService[];
  agencies(q: string, alcaldiaId: string): Promise<AgencyCard[] | null>;
  alcaldias(): Promise<Alcaldia[]>;
  /** An agency's public page (without its listings); null for an unknown slug. */
  agency(slug: string): Promise<AgencyPage | null>;
  /** An independent agent's public page with their listings; null for an unknown slug. */
  agent(slug: string): Promise<AgentPage | null>;
  siteConfig(): SiteConfig;
};
