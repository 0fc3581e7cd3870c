import { useState } from "react";
import { ChevronRight, Heart, RefreshCw, Trash2, Users } from "lucide-react";
import { listNameIn, type FavoriteList } from "@domain/favorites/favorites";
import { FAVORITES_TEXT as T } from "@domain/favorites/favorites-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { propertyCountLabel } from "@domain/format/number";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import type { FavoritesLabels } from "@web/lib/favorites-labels";
import { useDeleteList, useErrorToast, useFavoriteLists } from "../hooks/use-favorites";
import { CreateCard } from "./create-card";
import { ListSkeleton } from "./list-skeleton";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";

type ListsOverviewProps = {
  userId: string;
  labels: FavoritesLabels;
  agent: boolean;
  onOpenList: (list: FavoriteList) => void;
  onCreate: () => void;
};

/** View mode: the lists ('Todo' first, then newest), each opening its properties; 'Todo' cannot be deleted. */
export function ListsOverview({ userId, labels, agent, onOpenList, onCreate }: ListsOverviewProps) {
  const lang = useLang();
  const lists = useFavoriteLists(userId);
  const remove = useDeleteList(userId, labels);
  const [confirming, setConfirming] = useState<FavoriteList | null>(null);
  useErrorToast(lists.isError, labels.loadListsFailed);

  if (lists.isPending) return <ListSkeleton />;
  if (lists.isError) {
    return (
      <div className="rounded-xl bg-slate-50 p-5 text-center">
        <p className="text-slate-700">
          {labels.loadListsFailed}. {(lang === "en" ? COMMON_MESSAGES_EN : COMMON_MESSAGES).offline}
        </p>
        <Button variant="outline" className="mt-3" busy={lists.isFetching} onClick={() => void lists.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {T.retry[lang]}
        </Button>
      </div>
    );
  }

  const Icon = agent ? Users : Heart;
  return (
    <>
      <ul aria-label={(agent ? T.yourClients : T.yourLists)[lang]} className="grid gap-2">
        <li>
          <CreateCard label={labels.createCard} onClick={onCreate} />
        </li>
        {lists.data.map((list) => (
          <li
            key={list.id}
            className="group relative flex items-center rounded-xl border border-slate-200 bg-white transition-colors hover:border-slate-300 hover:bg-slate-50"
          >
            <button
              type="button"
              data-focus-key={`list:${list.id}`}
              onClick={() => onOpenList(list)}
              className="flex min-h-16 min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left"
            >
              <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">{listNameIn(list, lang)}</span>
                <span className="block text-sm text-slate-600">{propertyCountLabel(list.property_count, lang)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </button>
            {!list.is_default && (
              <button
                type="button"
                aria-label={labels.deleteLabel(list.name)}
                title={labels.deleteTitle}
                onClick={() => setConfirming(list)}
                className="mr-1 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-danger-50 hover:text-danger-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={labels.deleteTitle}
        description={confirming ? labels.deleteQuestion(confirming.name) : ""}
        confirmLabel={T.delete[lang]}
        destructive
        busy={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming, { onSettled: () => setConfirming(null) })}
      />
    </>
  );
}
