import { propertyCountLabel } from "@domain/format/number";
import type { Lang } from "@domain/i18n/lang";
import { MY_LISTINGS_TEXT as T, STATUS_PLURAL_NAMES } from "@domain/listings/my-listings-text";
import { LISTING_STATUSES, type ListingStatus } from "@domain/listings/listing-status";

import { MY_LISTINGS_PAGE_SIZE } from "@domain/listings/my-listing";

export { MY_LISTINGS_PAGE_SIZE };

export type MyListingsFilters = { status?: ListingStatus; agentId?: string; page: number };

/** The address keeps the filters, so a refresh or a shared link shows the same list. */
export const FILTER_PARAMS = { status: "estado", agent: "agente", page: "pagina" } as const;

const isStatus = (value: string | null): value is ListingStatus => LISTING_STATUSES.includes(value as ListingStatus);

export function readFilters(params: URLSearchParams): MyListingsFilters {
  const status = params.get(FILTER_PARAMS.status);
  const agentId = params.get(FILTER_PARAMS.agent)?.trim() || undefined;
  const page = Number(params.get(FILTER_PARAMS.page));
  return {
    status: isStatus(status) ? status : undefined,
    agentId,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The same address with other filters; a new status or agent starts again at page 1. */
export function writeFilters(params: URLSearchParams, change: Partial<MyListingsFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if ("status" in change) set(FILTER_PARAMS.status, change.status);
  if ("agentId" in change) set(FILTER_PARAMS.agent, change.agentId);
  if ("page" in change) set(FILTER_PARAMS.page, change.page && change.page > 1 ? String(change.page) : undefined);
  else if ("status" in change || "agentId" in change) next.delete(FILTER_PARAMS.page);
  return next;
}

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / MY_LISTINGS_PAGE_SIZE));

/** "1 propiedad", "12 propiedades" on one page; "51–100 de 230 propiedades" over several. */
export function listSummary(page: number, shown: number, total: number, lang: Lang = "es"): string {
  if (total <= MY_LISTINGS_PAGE_SIZE || shown === 0) return propertyCountLabel(total, lang);
  const first = (page - 1) * MY_LISTINGS_PAGE_SIZE + 1;
  return T.summary[lang](first, first + shown - 1, propertyCountLabel(total, lang));
}

export type StatusChip = { status: ListingStatus | undefined; label: string; count: number };

/**
 * "Todas 40", "Publicadas 12", "Borradores 3"…: the statuses the agent has listings in (and
 * the one being shown, even at 0), in the order of a listing's life.
 */
export function statusChips(counts: Partial<Record<ListingStatus, number>>, active: ListingStatus | undefined, lang: Lang = "es"): StatusChip[] {
  const all = LISTING_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const chips: StatusChip[] = [{ status: undefined, label: T.all[lang], count: all }];
  for (const status of LISTING_STATUSES) {
    const count = counts[status] ?? 0;
    if (count > 0 || status === active) chips.push({ status, label: STATUS_PLURAL_NAMES[status][lang], count });
  }
  return chips;
}
