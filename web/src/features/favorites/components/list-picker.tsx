import { useState } from "react";
import { Check, HeartOff, RefreshCw } from "lucide-react";
import { listNameIn, type FavoriteList } from "@domain/favorites/favorites";
import { FAVORITES_TEXT as T } from "@domain/favorites/favorites-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { propertyCountLabel } from "@domain/format/number";
import { Button } from "@web/components/ui/button";
import type { FavoritesProperty } from "@web/lib/favorites-dialog";
import { cn } from "@web/lib/cn";
import type { FavoritesLabels } from "@web/lib/favorites-labels";
import { useErrorToast, useFavoriteLists, useListsContaining, useRemoveFromAll, useToggleInList } from "../hooks/use-favorites";
import { CreateCard } from "./create-card";
import { ListSkeleton } from "./list-skeleton";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";

type ListPickerProps = {
  userId: string;
  property: FavoritesProperty;
  labels: FavoritesLabels;
  agent: boolean;
  onCreate: () => void;
  onDone: () => void;
};

/**
 * Add mode: every list as a toggle (aria-pressed) that adds the listing to it or takes it
 * out, with a check on the lists that hold it. People searching also get 'Quitar de todas
 * las listas'.
 */
export function ListPicker({ userId, property, labels, agent, onCreate, onDone }: ListPickerProps) {
  const lang = useLang();
  const lists = useFavoriteLists(userId);
  const containing = useListsContaining(userId, property.id);
  const toggle = useToggleInList(userId, property, labels);
  const removeAll = useRemoveFromAll(userId, property.id);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  useErrorToast(lists.isError, labels.loadListsFailed);

  if (lists.isPending || containing.isPending) return <ListSkeleton />;
  if (lists.isError || containing.isError) {
    return (
      <div className="rounded-xl bg-slate-50 p-5 text-center">
        <p className="text-slate-700">
          {labels.loadListsFailed}. {(lang === "en" ? COMMON_MESSAGES_EN : COMMON_MESSAGES).offline}
        </p>
        <Button
          variant="outline"
          className="mt-3"
          busy={lists.isFetching || containing.isFetching}
          onClick={() => {
            void lists.refetch();
            void containing.refetch();
          }}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {T.retry[lang]}
        </Button>
      </div>
    );
  }

  const held = new Set(containing.data);
  const setPending = (id: string, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const onToggle = (list: FavoriteList) => {
    if (busy.has(list.id)) return;
    setPending(list.id, true);
    toggle.mutate({ list, add: !held.has(list.id) }, { onSettled: () => setPending(list.id, false) });
  };

  return (
    <>
      <ul aria-label={(agent ? T.yourClients : T.yourLists)[lang]} className="grid gap-2">
        <li>
          <CreateCard label={labels.createCard} onClick={onCreate} />
        </li>
        {lists.data.map((list) => {
          const has = held.has(list.id);
          return (
            <li key={list.id}>
              <button
                type="button"
                aria-pressed={has}
                aria-busy={busy.has(list.id) || undefined}
                onClick={() => onToggle(list)}
                className={cn(
                  "flex min-h-16 w-full cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition-colors",
                  has
                    ? "border-primary-600 bg-primary-50 hover:bg-primary-100/70"
                    : "border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors",
                    has ? "border-primary-700 bg-primary-700 text-white" : "border-slate-300 bg-white",
                  )}
                >
                  {has && <Check className="size-4" strokeWidth={3} />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900">{listNameIn(list, lang)}</span>
                  <span className="block text-sm text-slate-600">{propertyCountLabel(list.property_count, lang)}</span>
                </span>
                <span className={cn("shrink-0 text-sm font-semibold", has ? "text-primary-800" : "text-slate-500")}>
                  {(has ? T.saved : T.save)[lang]}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        {!agent ? (
          <Button
            variant="ghost"
            busy={removeAll.isPending}
            disabled={held.size === 0}
            onClick={() => removeAll.mutate()}
            className="text-danger-700! hover:bg-danger-50!"
          >
            {!removeAll.isPending && <HeartOff aria-hidden="true" className="size-4" />}
            {T.removeFromAll[lang]}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onDone}>{T.done[lang]}</Button>
      </div>
    </>
  );
}
