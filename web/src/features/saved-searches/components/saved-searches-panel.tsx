import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, BellOff, Pencil, Search, Trash2 } from "lucide-react";
import { SAVED_SEARCH_FREQUENCY_LABELS, type SavedSearch, type SavedSearchListItem } from "@domain/saved-searches/saved-search";
import { newMatchesText, savedSearchSummary, savedSearchUrl } from "@domain/saved-searches/saved-search-view";
import { sectionPath } from "@domain/properties/sections";
import { Button, buttonClasses } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Skeleton, SkeletonStatus } from "@web/components/ui/skeleton";
import { notify } from "@web/components/ui/toast";
import { failureText } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth/auth-context";
import { cn } from "@web/lib/cn";
import { deleteSavedSearch, fetchSavedSearches, markSavedSearchSeen, savedSearchesKeys } from "@web/lib/saved-searches";
import { loadSavedSearchDialog } from "../load-saved-search-dialog";

const SavedSearchDialog = lazy(loadSavedSearchDialog);

/**
 * The buyer's saved searches on the dashboard: each with its name, what it looks for, how
 * often it alerts and how many listings are new since it was last opened. 'Ver resultados'
 * opens the search (and counts what is new from then on), 'Editar' renames it or changes
 * its alerts, 'Eliminar' asks first.
 */
export function SavedSearchesPanel() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const listKey = savedSearchesKeys.list(user?.id ?? "");
  const searches = useQuery({ queryKey: listKey, queryFn: ({ signal }) => fetchSavedSearches(signal), enabled: Boolean(user) });
  const [editing, setEditing] = useState<{ search: SavedSearch; seq: number } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const editReturn = useRef<HTMLElement | null>(null);

  const remove = useMutation({
    mutationFn: (search: SavedSearch) => deleteSavedSearch(search.id),
    onSuccess: (_data, search) => {
      setDeleting(null);
      notify.success("Búsqueda eliminada", `Ya no te avisaremos de “${search.name}”.`);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (error) => notify.error("No pudimos eliminar la búsqueda", failureText(error)),
  });

  const seen = (search: SavedSearch) => {
    void markSavedSearchSeen(search.id).then(() => queryClient.invalidateQueries({ queryKey: listKey }));
  };

  const items = searches.data?.items ?? [];

  return (
    <section aria-labelledby="saved-searches-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="saved-searches-title" className="text-lg font-semibold text-slate-900">
          Búsquedas guardadas
          {searches.data && items.length > 0 && <span className="ml-2 text-base font-normal text-slate-500">({items.length})</span>}
        </h2>
      </div>

      {searches.isPending ? (
        <div aria-busy="true" className="mt-4 grid gap-3">
          <SkeletonStatus label="Cargando tus búsquedas guardadas" />
          {[0, 1].map((i) => (
            <div key={i} aria-hidden="true" className="rounded-xl border border-slate-200 p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-full" />
              <Skeleton className="mt-4 h-9 w-40" />
            </div>
          ))}
        </div>
      ) : searches.isError ? (
        <div role="alert" className="mt-4 rounded-xl bg-slate-50 p-4 text-slate-700">
          <p>{failureText(searches.error, "No pudimos cargar tus búsquedas guardadas.")}</p>
          <Button variant="outline" className="mt-3" onClick={() => void searches.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptySavedSearches />
      ) : (
        <ul className="mt-4 grid gap-3">
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
        title="Eliminar búsqueda"
        description={deleting ? `¿Eliminar “${deleting.name}”? Dejarás de recibir sus avisos.` : ""}
        confirmLabel="Eliminar"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
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
  const titleId = `saved-search-${search.id}`;
  const alerts = search.frequency !== "sin_alertas";
  const fresh = search.new_count > 0;
  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-4">
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
          {fresh ? `${newMatchesText(search.new_count)} ${search.new_count === 1 ? "nueva" : "nuevas"}` : "Sin novedades"}
        </span>
      </div>
      <p className="mt-1 text-sm text-pretty text-slate-600">{savedSearchSummary(search.filters)}</p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
        {alerts ? <Bell aria-hidden="true" className="size-4 text-primary-700" /> : <BellOff aria-hidden="true" className="size-4 text-slate-500" />}
        Avisos: {SAVED_SEARCH_FREQUENCY_LABELS[search.frequency]}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={savedSearchUrl(search.filters)}
          onClick={onOpen}
          onAuxClick={onOpen}
          aria-describedby={titleId}
          className={cn(buttonClasses("primary", "md"), "w-full sm:w-auto")}
        >
          <Search aria-hidden="true" className="size-4" />
          Ver resultados
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
          Editar
        </Button>
        <Button
          variant="ghost"
          aria-describedby={titleId}
          onClick={onDelete}
          className="flex-1 text-danger-700 hover:bg-danger-50 hover:text-danger-700 sm:flex-none"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Eliminar
        </Button>
      </div>
    </li>
  );
}

/** No saved search yet: where to save one. */
function EmptySavedSearches() {
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-5 text-center">
      <Search aria-hidden="true" className="mx-auto size-8 text-primary-700" />
      <p className="mt-2 font-semibold text-slate-900">Aún no tienes búsquedas guardadas</p>
      <p className="mt-1 text-sm text-pretty text-slate-600">
        Busca en Comprar o Rentar, pulsa “Guardar búsqueda” y te avisaremos de las propiedades nuevas que le coincidan.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to={sectionPath("comprar")} className={buttonClasses("outline", "md")}>
          Buscar para comprar
        </Link>
        <Link to={sectionPath("rentar")} className={buttonClasses("outline", "md")}>
          Buscar para rentar
        </Link>
      </div>
    </div>
  );
}
