import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Images, Upload } from "lucide-react";
import type { MyListing } from "@domain/listings/my-listing";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { confirmCopy, type ActionCall, type ConfirmCall } from "../action-messages";
import { isNoPasses, useListingAction, useMyListings, useReassignListing, useRenewalQuote, useRunningActions } from "../hooks/use-my-listings";
import { listSummary, pageCount, readFilters, statusChips, writeFilters, type MyListingsFilters } from "../listing-filters";
import { MyListingRow } from "./my-listing-row";
import { ReassignAgentDialog } from "./reassign-agent-dialog";
import { ConfirmedAction } from "./confirmed-action";
import { MyListingsFilterBar } from "./my-listings-filter-bar";
import { MyListingsPager } from "./my-listings-pager";
import { Empty, ListSkeleton, LoadError, PublishButton } from "./my-listings-states";
import { failureText } from "@web/lib/api-client";
import { useLang } from "@web/lib/i18n/lang-context";
import { MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";

const CONFIRMED: readonly ActionCall[] = ["close", "renew", "delete"];

type MyListingsPanelProps = {
  /** Opens the premium services dialog for a listing (the page owns that dialog). */
  onServices: (listing: MyListing) => void;
  /** Shown under the heading, e.g. the plan and its passes. */
  plan?: ReactNode;
  /** On a listing en revisión: why it left search and the advertiser's answer. */
  review?: (listing: MyListing) => ReactNode;
  /** More actions beside "Importar propiedades" (the page's "Exportar"), each full width on a phone. */
  actions?: ReactNode;
};

/**
 * "Mis propiedades": the agent's (or the agency's) listings, filtered by status (and by
 * agent for an agency) and paged by 50, each with its numbers and the actions its status
 * allows. The filters live in the address (?estado=, ?agente=, ?pagina=).
 */
export function MyListingsPanel({ onServices, plan, review, actions }: MyListingsPanelProps) {
  const { user } = useAuth();
  const lang = useLang();
  const userId = user?.id ?? "";
  const isAgency = user?.role === "inmobiliaria";
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = useMyListings(userId, filters);
  const { mutate } = useListingAction(userId);
  const running = useRunningActions(userId);
  const headingId = useId();
  const listTop = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus after an action: the list is read again and a listing may move (newest change
  // first) or go, and the confirm dialog (opened without a trigger of its own) gives focus
  // back to nobody. Then focus returns to the button that started it, or to the listing,
  // or to the heading.
  const actedOn = useRef<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const focusBack = useCallback((id: string | null) => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const row = id ? document.querySelector<HTMLElement>(`[data-listing-id="${CSS.escape(id)}"]`) : null;
    const button = opener.current;
    const target =
      button?.isConnected && !button.matches(":disabled")
        ? button
        : (row?.querySelector<HTMLElement>('button[aria-haspopup="menu"]:not(:disabled)') ?? row);
    (target ?? headingRef.current)?.focus();
  }, []);

  const [confirm, setConfirm] = useState<{ listing: MyListing; call: ConfirmCall } | null>(null);
  const [reassigning, setReassigning] = useState<MyListing | null>(null);
  const reassign = useReassignListing(userId);
  const renewal = useRenewalQuote(userId, confirm?.call === "renew" ? confirm.listing.id : null);

  const page = query.data;
  // "hace N días" counts from when the list was read.
  const now = useMemo(() => new Date(query.dataUpdatedAt || Date.now()), [query.dataUpdatedAt]);
  const pages = page ? pageCount(page.total) : 1;

  const setFilters = useCallback(
    (change: Partial<MyListingsFilters>, { push = false } = {}) =>
      setParams((previous) => writeFilters(previous, change), { replace: !push, preventScrollReset: true }),
    [setParams],
  );

  // A page left empty (its last listing deleted, or an old link): go to the last one there is.
  useEffect(() => {
    if (page && !query.isPlaceholderData && page.items.length === 0 && filters.page > pages) setFilters({ page: pages });
  }, [page, query.isPlaceholderData, filters.page, pages, setFilters]);

  useEffect(() => {
    const id = actedOn.current;
    if (!id || !page || query.isFetching) return;
    actedOn.current = null;
    focusBack(id);
  }, [page, query.isFetching, focusBack]);

  // Where focus goes back after an action or a dialog on this listing: the button pressed
  // (after a menu item, focus is on its way back to the menu's button).
  const rememberFocus = useCallback((listing: MyListing) => {
    actedOn.current = listing.id;
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  }, []);

  const onAction = useCallback(
    (listing: MyListing, call: ActionCall) => {
      rememberFocus(listing);
      if (CONFIRMED.includes(call)) {
        setConfirm({ listing, call: call as ConfirmCall });
      } else {
        mutate({ listing, call });
      }
    },
    [mutate, rememberFocus],
  );

  // An agency owner with someone to give a listing to.
  const canReassign = isAgency && (page?.agents.length ?? 0) > 1;
  const onReassign = useCallback(
    (listing: MyListing) => {
      rememberFocus(listing);
      setReassigning(listing);
    },
    [rememberFocus],
  );
  const closeReassign = () => {
    const id = reassigning?.id ?? null;
    setReassigning(null);
    window.setTimeout(() => focusBack(id), 0);
  };

  const goToPage = (next: number) => {
    setFilters({ page: next }, { push: true });
    listTop.current?.scrollIntoView({ block: "start" });
  };

  const confirmRunning = confirm ? running.get(confirm.listing.id) === confirm.call : false;
  const copy = confirm && confirm.call !== "renew" ? confirmCopy(confirm.call, confirm.listing, new Date(), null, lang) : null;

  const chips = page ? statusChips(page.counts, filters.status, lang) : [];
  const everything = chips[0]?.count ?? 0;

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="rounded-sm text-xl font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
          >
            {T.title[lang]}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{(isAgency ? T.leadAgency : T.lead)[lang]}</p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={PAGE_ROUTES.importProperties.path}>
              <Upload aria-hidden="true" className="size-5" />
              {T.importProperties[lang]}
            </Link>
          </Button>
          {actions}
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={PAGE_ROUTES.bulkImportImages.path}>
              <Images aria-hidden="true" className="size-5" />
              {T.bulkPhotos[lang]}
            </Link>
          </Button>
          <PublishButton className="w-full sm:w-auto" />
        </div>
      </div>

      {plan && <div className="mt-6">{plan}</div>}

      <div ref={listTop} className="scroll-mt-24" />

      {page && (everything > 0 || filters.agentId) && (
        <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <MyListingsFilterBar
            chips={chips}
            filters={filters}
            agents={isAgency && page.agents.length > 1 ? page.agents : null}
            userId={userId}
            onChange={setFilters}
          />
        </div>
      )}

      <div className="mt-6">
        {!page && query.isPending && <ListSkeleton />}
        {!page && query.isError && <LoadError message={failureText(query.error)} onRetry={() => void query.refetch()} busy={query.isFetching} />}
        {page && page.items.length === 0 && !query.isPlaceholderData && (
          <Empty
            filtered={Boolean(filters.status || filters.agentId)}
            nothingAtAll={everything === 0 && !filters.agentId}
            onShowAll={() => setFilters({ status: undefined, agentId: undefined })}
          />
        )}
        {page && page.items.length > 0 && (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {listSummary(filters.page, page.items.length, page.total, lang)}
            </p>
            <ul
              aria-busy={query.isPlaceholderData || undefined}
              className={cn("grid gap-4 transition-opacity", query.isPlaceholderData && "opacity-60")}
            >
              {page.items.map((listing) => (
                <li key={listing.id}>
                  <MyListingRow
                    listing={listing}
                    now={now}
                    showAgent={isAgency}
                    busy={running.get(listing.id) ?? null}
                    onAction={onAction}
                    onServices={onServices}
                    onReassign={canReassign ? onReassign : undefined}
                    review={review}
                  />
                </li>
              ))}
            </ul>
            {pages > 1 && <MyListingsPager page={filters.page} pages={pages} onPage={goToPage} />}
          </>
        )}
      </div>

      {reassigning && page && (
        <ReassignAgentDialog
          listing={reassigning}
          agents={page.agents}
          userId={userId}
          busy={reassign.isPending}
          onConfirm={(agent) => reassign.mutate({ listing: reassigning, agent }, { onSettled: closeReassign })}
          onClose={closeReassign}
        />
      )}

      {confirm && (
        <ConfirmedAction
          confirm={confirm}
          copy={copy}
          quote={renewal.data}
          busy={confirmRunning}
          onClose={() => {
            actedOn.current = null;
            setConfirm(null);
            const id = confirm.listing.id;
            window.setTimeout(() => focusBack(id), 0);
          }}
          onConfirm={() =>
            mutate(
              { listing: confirm.listing, call: confirm.call },
              {
                onSuccess: () => {
                  setConfirm(null);
                  window.setTimeout(() => focusBack(confirm.listing.id), 0);
                },
                onError: (error) => {
                  // The last pass went meanwhile: the dialog reads the passes again and offers a way to get one.
                  if (isNoPasses(error)) return void renewal.refetch();
                  setConfirm(null);
                  window.setTimeout(() => focusBack(confirm.listing.id), 0);
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
