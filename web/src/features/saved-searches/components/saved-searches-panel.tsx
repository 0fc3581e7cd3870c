import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, BellOff, Pencil, Search, Trash2 } from "lucide-react";
import { SAVED_SEARCH_FREQUENCY_TEXTS, type SavedSearch, type SavedSearchList, type SavedSearchListItem } from "@domain/saved-searches/saved-search";
import { SAVED_SEARCH_TEXT as T } from "@domain/saved-searches/saved-search-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { newMatchesText, savedSearchParams, savedSearchSummaryBeside, savedSearchUrl } from "@domain/saved-searches/saved-search-view";
import { sectionPath } from "@domain/properties/sections";
import { Button, buttonClasses } from "@web/components/ui/button";
import { DashboardSection, EmptyState } from "@web/components/dashboard-section";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Skeleton, SkeletonStatus } from "@web/components/ui/skeleton";
import { notify } from "@web/components/ui/toast";
import { failureText, hasCode } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { createSavedSearch, deleteSavedSearch, fetchSavedSearches, markSavedSearchSeen, savedSearchesKeys } from "@web/lib/saved-searches";
import { loadSavedSearchDialog } from "../load-saved-search-dialog";

const SavedSearchDialog = lazy(loadSavedSearchDialog);

// How long the toast after deleting offers 'Deshacer'.
const UNDO_MS = 10_000;

/**
 * The buyer's saved searches on the dashboard: each with its name, what it looks for, how
 * often it alerts and how many listings are new since it was last opened. 'Ver resultados'
 * opens the search (and counts what is new from then on), 'Editar' renames it or changes
 * its alerts, 'Eliminar' asks first, and the toast after it offers 'Deshacer', which saves
 * the same search again (name, filters and frequency) through the API, so the limit of 50
 * still holds. A section of the buyer's dashboard, shaped like its siblings.
 */
export function SavedSearchesPanel() {
  const { user } = useAuth();
  const lang = useLang();
  const TOASTS = T.toasts[lang];
  const queryClient = useQueryClient();
  const listKey = savedSearchesKeys.list(user?.id ?? "");
  const searches = useQuery({ queryKey: listKey, queryFn: ({ signal }) => fetchSavedSearches(signal), enabled: Boolean(user) });
  const [editing, setEditing] = useState<{ search: SavedSearch; seq: number } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const editReturn = useRef<HTMLElement | null>(null);

  const restore = useMutation({
    mutationFn: (search: SavedSearch) =>
      createSavedSearch({ name: search.name, frequency: search.frequency, filters: savedSearchParams(search.filters) }),
    onSuccess: (_data, search) => notify.success(TOASTS.restored, TOASTS.restoredDescription(search.name)),
    onError: (error, search) => {
      // Saved again meanwhile (another tab): it is back either way.
      if (hasCode(error, "duplicate")) notify.success(TOASTS.restored, TOASTS.restoredDescription(search.name));
      else notify.error(TOASTS.restoreFailed, failureText(error));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });

  const remove = useMutation({
    mutationFn: (search: SavedSearch) => deleteSavedSearch(search.id),
    onSuccess: (_data, search) => {
      setDeleting(null);
      queryClient.setQueryData<SavedSearchList>(listKey, (list) =>
        list ? { ...list, items: list.items.filter((s) => s.id !== search.id), total: Math.max(0, list.total - 1) } : list,
      );
      notify.success(TOASTS.deleted, TOASTS.deletedDescription(search.name), { label: TOASTS.undo, onClick: () => restore.mutate(search) }, UNDO_MS);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => notify.error(TOASTS.deleteFailed, failureText(error)),
  });

  const seen = (search: SavedSearch) => {
    void markSavedSearchSeen(search.id).then(() => queryClient.invalidateQueries({ queryKey: listKey }));
  };

  const items = searches.data?.items ?? [];

  return (
    <DashboardSection id="dashboard-searches" title={T.title[lang]} intro={T.intro[lang]}>
      {searches.isPending ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          <SkeletonStatus label={T.loading[lang]} />
          {[0, 1].map((i) => (
            <div key={i} aria-hidden="true" className="rounded-xl border border-slate-200 bg-white p-4 shadow-card">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-full" />
              <Skeleton className="mt-4 h-10 w-40" />
            </div>
          ))}
        </div>
      ) : searches.isError ? (
        <div role="alert" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
          <p className="text-slate-700">{failureText(searches.error, T.loadFailed[lang])}</p>
          <Button variant="outline" className="mt-3" busy={searches.isFetching} onClick={() => void searches.refetch()}>
            {T.retry[lang]}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptySavedSearches />
      ) : (
        <ul aria-label={T.title[lang]} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {items.map((search) => (
            <SavedSearchRow
              key={search.id}
              search={search}
              onOpen={() => seen(search)}
              editRef={(el) => {
                if (el) editButtons.current.set(search.id, el);
                else editButtons.current.delete(search.id);
              }}
              onEdit={() => {
                editReturn.current = editButtons.current.get(search.id) ?? null;
                setEditing((e) => ({ search, seq: (e?.seq ?? 0) + 1 }));
                setEditOpen(true);
              }}
              onDelete={() => setDeleting(search)}
            />
          ))}
        </ul>
      )}

      {editing && (
        <Suspense fallback={null}>
          <SavedSearchDialog
            key={editing.seq}
            open={editOpen}
            onOpenChange={setEditOpen}
            mode={{ kind: "edit", search: editing.search }}
            returnFocusTo={editReturn}
          />
        </Suspense>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTitle[lang]}
        description={deleting ? T.deleteQuestion[lang](deleting.name) : ""}
        confirmLabel={T.delete[lang]}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </DashboardSection>
  );
}

type SavedSearchRowProps = {
  search: SavedSearchListItem;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
  editRef: (el: HTMLButtonElement | null) => void;
};

function SavedSearchRow({ search, onOpen, onEdit, onDelete, editRef }: SavedSearchRowProps) {
  const lang = useLang();
  const titleId = `saved-search-${search.id}`;
  const alerts = search.frequency !== "sin_alertas";
  const fresh = search.new_count > 0;
  // Saved under the page's title, the summary would say the name again.
  const summary = savedSearchSummaryBeside(search.name, search.filters, lang);
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h3 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
          {search.name}
        </h3>
        <span
          className={cn(
            "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold",
            fresh ? "bg-accent-50 text-accent-800" : "bg-slate-100 text-slate-600",
          )}
        >
          {fresh ? T.newCount[lang](newMatchesText(search.new_count), search.new_count === 1) : T.nothingNew[lang]}
        </span>
      </div>
      {summary && <p className="mt-1 text-sm text-pretty text-slate-600">{summary}</p>}
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
        {alerts ? <Bell aria-hidden="true" className="size-4 text-primary-700" /> : <BellOff aria-hidden="true" className="size-4 text-slate-500" />}
        {T.alerts[lang](SAVED_SEARCH_FREQUENCY_TEXTS[lang].labels[search.frequency])}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        <Link
          to={savedSearchUrl(search.filters)}
          onClick={onOpen}
          onAuxClick={onOpen}
          aria-describedby={titleId}
          className={cn(buttonClasses("primary", "md"), "w-full sm:w-auto")}
        >
          <Search aria-hidden="true" className="size-4" />
          {T.seeResults[lang]}
        </Link>
        <Button
          ref={editRef}
          variant="outline"
          aria-describedby={titleId}
          onPointerEnter={() => void loadSavedSearchDialog()}
          onClick={onEdit}
          className="flex-1 sm:flex-none"
        >
          <Pencil aria-hidden="true" className="size-4" />
          {T.edit[lang]}
        </Button>
        <Button
          variant="ghost"
          aria-describedby={titleId}
          onClick={onDelete}
          className="flex-1 text-danger-700 hover:bg-danger-50 hover:text-danger-700 sm:flex-none"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {T.delete[lang]}
        </Button>
      </div>
    </li>
  );
}

/** No saved search yet: where to save one. */
function EmptySavedSearches() {
  const lang = useLang();
  return (
    <EmptyState icon={<Search className="size-5" />} text={T.empty[lang]}>
      <Link to={sectionPath("comprar")} className={buttonClasses("primary", "md")}>
        {T.searchToBuy[lang]}
      </Link>
      <Link to={sectionPath("rentar")} className={buttonClasses("outline", "md")}>
        {T.searchToRent[lang]}
      </Link>
    </EmptyState>
  );
}
