import { useState } from "react";
import { Plus, RefreshCw, Users } from "lucide-react";
import type { FavoriteList } from "@domain/favorites/favorites";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Container } from "@web/components/ui/container";
import { Skeleton, SkeletonMedia } from "@web/components/ui/skeleton";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";
import { CLIENT_LISTS_TEXT as T } from "@domain/favorites/client-lists-text";
import { CLIENT_LABELS } from "@web/lib/favorites-labels";
import { useLang } from "@web/lib/i18n/lang-context";
import { useClientLists, useDeleteClient } from "../hooks/use-client-lists";
import { ClientCard } from "./client-card";
import { NewClientForm } from "./new-client-form";
import { PageHead } from "@web/components/page-head";

/**
 * /mis-clientes (agents and agencies): 'Mis Clientes', 'Nuevo Cliente' and its form, the client cards
 * ('Todo' first, then newest) or 'No tienes clientes aún' with 'Crear Primer Cliente'.
 */
export function ClientListsPage({ userId }: { userId: string }) {
  const lang = useLang();
  const L = CLIENT_LABELS[lang];
  const lists = useClientLists(userId);
  const remove = useDeleteClient(userId);
  const [formOpen, setFormOpen] = useState(false);
  const [confirming, setConfirming] = useState<FavoriteList | null>(null);

  const clients = lists.data?.filter((l) => !l.is_default) ?? [];
  const general = lists.data?.find((l) => l.is_default);
  // 'Todo' always exists; with no other list, the person has no clients yet.
  const empty = lists.isSuccess && clients.length === 0;
  const shown = empty ? (general && general.property_count > 0 ? [general] : []) : (lists.data ?? []);

  return (
    <Container className="py-8 sm:py-12">
      <PageHead title={`${T.title[lang]} · Hogaria`} noindex />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{T.title[lang]}</h1>
          <p className="mt-2 max-w-2xl text-pretty text-slate-600">{T.intro[lang]}</p>
        </div>
        {!formOpen && !empty && (
          <Button onClick={() => setFormOpen(true)}>
            <Plus aria-hidden="true" className="size-5" />
            {T.newClient[lang]}
          </Button>
        )}
      </div>

      {formOpen && <NewClientForm userId={userId} onClose={() => setFormOpen(false)} />}

      {lists.isPending ? (
        <ul aria-busy="true" aria-label={T.loading[lang]} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="rounded-xl border border-slate-200 p-5">
              <SkeletonMedia picture="size-11 rounded-full" lines={["w-2/3", "w-1/3"]} className="gap-3" />
              <Skeleton className="mt-4 h-4 w-1/2" />
              <Skeleton className="mt-4 h-11" />
            </li>
          ))}
        </ul>
      ) : lists.isError ? (
        <div className="mt-10 rounded-xl bg-slate-50 p-8 text-center">
          <p className="font-semibold text-slate-900">{L.loadListsFailed}.</p>
          <p className="mt-1 text-slate-600">{(lang === "es" ? COMMON_MESSAGES : COMMON_MESSAGES_EN).offline}</p>
          <Button variant="outline" className="mt-4" busy={lists.isFetching} onClick={() => void lists.refetch()}>
            {!lists.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
            {T.retry[lang]}
          </Button>
        </div>
      ) : (
        <>
          {empty && !formOpen && (
            <div className="mt-10 rounded-2xl border-2 border-dashed border-slate-200 px-6 py-12 text-center">
              <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700">
                <Users aria-hidden="true" className="size-7" />
              </span>
              <h2 className="text-xl font-semibold text-slate-900">{T.emptyTitle[lang]}</h2>
              <p className="mx-auto mt-2 max-w-md text-pretty text-slate-600">{T.emptyText[lang]}</p>
              <Button size="lg" className="mt-6" onClick={() => setFormOpen(true)}>
                <Plus aria-hidden="true" className="size-5" />
                {T.createFirst[lang]}
              </Button>
            </div>
          )}
          {shown.length > 0 && (
            <ul aria-label={T.clients[lang]} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((list) => (
                <ClientCard key={list.id} list={list} onDelete={setConfirming} />
              ))}
            </ul>
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={L.deleteTitle}
        description={
          confirming && (
            <>
              {L.deleteQuestion(confirming.name)}
              <span className="mt-2 block text-sm text-slate-500">{L.deleteNote}</span>
            </>
          )
        }
        confirmLabel={T.delete[lang]}
        destructive
        busy={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming, { onSettled: () => setConfirming(null) })}
      />
    </Container>
  );
}
