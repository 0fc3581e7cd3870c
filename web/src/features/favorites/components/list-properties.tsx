import { Link } from "react-router";
import { ArrowLeft, House, SquareKanban, RefreshCw, Trash2 } from "lucide-react";
import { type FavoriteItem, type FavoriteList } from "@domain/favorites/favorites";
import { propertyCountLabel } from "@domain/format/number";
import { formatListingPrice } from "@domain/format/money";
import { Button, buttonClasses } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import type { FavoritesLabels } from "@web/lib/favorites-labels";
import { useErrorToast, useListItems, useRemoveItem } from "../hooks/use-favorites";
import { ListSkeleton } from "./list-skeleton";
import { FAVORITES_TEXT as T } from "@domain/favorites/favorites-text";
import { listNameIn } from "@domain/favorites/favorites";
import { useLang } from "@web/lib/i18n/lang-context";
import { pageHref } from "@domain/pages/page-routes";

type ListPropertiesProps = {
  userId: string;
  list: FavoriteList;
  labels: FavoritesLabels;
  agent: boolean;
  onBack: () => void;
  /** A link inside was followed: the dialog closes. */
  onNavigate: () => void;
};

/** View mode, one list: its properties (photo: thumbnail, else full size, else a placeholder), with a way back. */
export function ListProperties({ userId, list, labels, agent, onBack, onNavigate }: ListPropertiesProps) {
  const lang = useLang();
  const items = useListItems(userId, list.id);
  const remove = useRemoveItem(userId, list.id);
  useErrorToast(items.isError, T.itemsFailed[lang]);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" autoFocus onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {labels.backToLists}
        </Button>
        {agent && (
          <Link to={pageHref.clientBoard(list.id)} onClick={onNavigate} className={buttonClasses("outline", "sm")}>
            <SquareKanban aria-hidden="true" className="size-4" />
            {T.viewBoard[lang]}
          </Link>
        )}
      </div>

      {items.isPending ? (
        <ListSkeleton rows={list.property_count > 0 ? Math.min(list.property_count, 4) : 2} />
      ) : items.isError ? (
        <div className="rounded-xl bg-slate-50 p-5 text-center">
          <p className="text-slate-700">{T.itemsFailed[lang]}.</p>
          <Button variant="outline" className="mt-3" busy={items.isFetching} onClick={() => void items.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {T.retry[lang]}
          </Button>
        </div>
      ) : items.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-5 text-center text-pretty text-slate-600">{labels.emptyList}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">{propertyCountLabel(items.data.length, lang)}</p>
          <ul aria-label={T.propertiesOf[lang](listNameIn(list, lang))} className="grid grid-cols-1 gap-2">
            {items.data.map((item) => (
              <SavedProperty
                key={item.id}
                item={item}
                removing={remove.isPending && remove.variables?.id === item.id}
                onRemove={() => remove.mutate(item)}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function SavedProperty({
  item,
  removing,
  onRemove,
  onNavigate,
}: {
  item: FavoriteItem;
  removing: boolean;
  onRemove: () => void;
  onNavigate: () => void;
}) {
  const lang = useLang();
  const p = item.property;
  const src = p.image?.thumbnail_url ?? p.image?.url ?? null;
  return (
    <li
      className={cn(
        "relative flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 pr-1 hover:bg-slate-50",
        removing && "opacity-60",
      )}
    >
      <div className="size-18 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        {src ? (
          <img src={src} alt="" width={72} height={72} loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400" title={T.noPhotos[lang]}>
            <House aria-hidden="true" className="size-7" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{formatListingPrice(p.price, p.operation_type, lang)}</p>
        <Link
          to={pageHref.property(p.id)}
          onClick={onNavigate}
          className="line-clamp-2 text-sm font-medium text-slate-700 outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-primary-600"
        >
          {p.title}
        </Link>
        <p className="truncate text-sm text-slate-500">{p.neighborhood}</p>
      </div>
      <button
        type="button"
        aria-label={T.removeItemLabel[lang](p.title)}
        title={T.removeItemTitle[lang]}
        disabled={removing}
        onClick={onRemove}
        className="relative z-10 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-danger-50 hover:text-danger-700 disabled:cursor-wait"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
