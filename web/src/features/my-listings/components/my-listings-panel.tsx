import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { ChevronLeft, ChevronRight, House, Images, Plus, RotateCw, Upload } from "lucide-react";
import type { RenewalQuote } from "@domain/billing/plan-holder";
import type { MyListing } from "@domain/listings/my-listing";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { inputClasses } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { confirmCopy, type ActionCall, type ConfirmCall } from "../action-messages";
import { isNoPasses, useListingAction, useMyListings, useReassignListing, useRenewalQuote, useRunningActions } from "../hooks/use-my-listings";
import { listSummary, pageCount, readFilters, statusChips, writeFilters, type MyListingsFilters } from "../listing-filters";
import { MyListingRow } from "./my-listing-row";
import { ReassignAgentDialog } from "./reassign-agent-dialog";
import { RenewDialog } from "./renew-dialog";
import { failureText } from "@web/lib/api-client";

const CONFIRMED: readonly ActionCall[] = ["close", "renew", "delete"];
const EMPTY_TEXT = "Aún no tienes propiedades. Publica la primera: llega a miles de personas que buscan casa en la CDMX.";

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
  const userId = user?.id ?? "";
  const isAgency = user?.role === "inmobiliaria";
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = useMyListings(userId, filters);
  const { mutate } = useListingAction(userId);
  const running = useRunningActions(userId);
  const headingId = useId();
  const agentFilterId = useId();
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
  const copy = confirm && confirm.call !== "renew" ? confirmCopy(confirm.call, confirm.listing, new Date(), null) : null;

  const chips = page ? statusChips(page.counts, filters.status) : [];
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
            Mis propiedades
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {isAgency ? "Las publicaciones de tu inmobiliaria y de tus agentes." : "Tus publicaciones, sus números y su vigencia."}
          </p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={PAGE_ROUTES.importProperties.path}>
              <Upload aria-hidden="true" className="size-5" />
              Importar propiedades
            </Link>
          </Button>
          {actions}
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={PAGE_ROUTES.bulkImportImages.path}>
              <Images aria-hidden="true" className="size-5" />
              Subir fotos en lote
            </Link>
          </Button>
          <PublishButton className="w-full sm:w-auto" />
        </div>
      </div>

      {plan && <div className="mt-6">{plan}</div>}

      <div ref={listTop} className="scroll-mt-24" />

      {page && (everything > 0 || filters.agentId) && (
        <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div role="group" aria-label="Filtrar por estado" className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const pressed = chip.status === filters.status;
              return (
                <button
                  key={chip.status ?? "todas"}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => setFilters({ status: chip.status })}
                  className={cn(
                    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors",
                    pressed
                      ? "border-primary-700 bg-primary-700 text-white"
                      : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50",
                  )}
                >
                  {chip.label}
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs tabular-nums",
                      pressed ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
                    )}
                  >
                    {chip.count}
                  </span>
                </button>
              );
            })}
          </div>
          {isAgency && page.agents.length > 1 && (
            <div className="w-full sm:w-64">
              <label htmlFor={agentFilterId} className="mb-1.5 block text-sm font-semibold text-slate-800">
                Agente
              </label>
              <select
                id={agentFilterId}
                value={filters.agentId ?? ""}
                onChange={(event) => setFilters({ agentId: event.target.value || undefined })}
                className={cn(inputClasses, "cursor-pointer pr-8")}
              >
                <option value="">Todos los agentes</option>
                {page.agents.map((agent) => (
                  <option key={agent.id} value={agent.id}>
                    {agent.id === userId ? `${agent.name} (tú)` : agent.name}
                  </option>
                ))}
              </select>
            </div>
          )}
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
              {listSummary(filters.page, page.items.length, page.total)}
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
            {pages > 1 && (
              <nav aria-label="Páginas de tus propiedades" className="mt-6 flex items-center justify-between gap-3">
                <Button variant="outline" disabled={filters.page <= 1} onClick={() => goToPage(filters.page - 1)}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  Anterior
                </Button>
                <p className="text-sm text-slate-700">
                  Página {Math.min(filters.page, pages)} de {pages}
                </p>
                <Button variant="outline" disabled={filters.page >= pages} onClick={() => goToPage(filters.page + 1)}>
                  Siguiente
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </nav>
            )}
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

/** The question before closing, renewing or deleting: renewing says which passes pay for it. */
function ConfirmedAction({
  confirm,
  copy,
  quote,
  busy,
  onClose,
  onConfirm,
}: {
  confirm: { listing: MyListing; call: ConfirmCall };
  copy: ReturnType<typeof confirmCopy> | null;
  quote: RenewalQuote | undefined;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  if (confirm.call === "renew") return <RenewDialog listing={confirm.listing} quote={quote} busy={busy} onConfirm={onConfirm} onClose={onClose} />;
  if (!copy) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={copy.title}
      description={copy.description}
      confirmLabel={copy.confirmLabel}
      destructive={copy.destructive}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Cargando tus propiedades…" className="grid gap-4">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:p-5 lg:grid-cols-[10rem_minmax(0,1fr)_11.5rem]"
        >
          <Skeleton className="aspect-[4/3] w-full" />
          <div>
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="mt-2 h-6 w-3/4" />
            <Skeleton className="mt-2 h-5 w-32" />
            <Skeleton className="mt-2 h-4 w-1/2" />
          </div>
          <div className="col-span-2 flex gap-2 lg:col-span-1 lg:flex-col">
            <Skeleton className="h-11 flex-1 lg:flex-none" />
            <Skeleton className="h-11 flex-1 lg:flex-none" />
          </div>
        </div>
      ))}
    </div>
  );
}

function LoadError({ message, onRetry, busy }: { message: string; onRetry: () => void; busy: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6">
      <p className="font-semibold text-slate-900">No pudimos cargar tus propiedades.</p>
      <p className="text-sm text-slate-600">{message}</p>
      <Button variant="outline" onClick={onRetry} busy={busy}>
        {!busy && <RotateCw aria-hidden="true" className="size-4" />}
        Reintentar
      </Button>
    </div>
  );
}

function Empty({ filtered, nothingAtAll, onShowAll }: { filtered: boolean; nothingAtAll: boolean; onShowAll: () => void }) {
  if (nothingAtAll) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <House aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 max-w-md text-pretty text-slate-700">{EMPTY_TEXT}</p>
        <PublishButton className="mt-6" />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <p className="text-slate-700">{filtered ? "No hay propiedades con este filtro." : "No hay propiedades en esta página."}</p>
      <Button variant="outline" className="mt-4" onClick={onShowAll}>
        Ver todas
      </Button>
    </div>
  );
}

/** 'Publicar propiedad': to the publishing form. */
function PublishButton({ className }: { className: string }) {
  return (
    <Button asChild className={className}>
      <Link to="/publicar">
        <Plus aria-hidden="true" className="size-5" />
        Publicar propiedad
      </Link>
    </Button>
  );
}
