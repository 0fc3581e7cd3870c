import { useId } from "react";
import { Link } from "react-router";
import { ArrowRight, Inbox, Trash2 } from "lucide-react";
import { listNameIn, type FavoriteList } from "@domain/favorites/favorites";
import { propertyCountLabel } from "@domain/format/number";
import { formatLongDate } from "@domain/format/date";
import { Avatar } from "@web/components/ui/avatar";
import { buttonClasses } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { pageHref } from "@domain/pages/page-routes";
import { CLIENT_LABELS } from "@web/lib/favorites-labels";
import { CLIENT_LISTS_TEXT as T } from "@domain/favorites/client-lists-text";
import { useLang } from "@web/lib/i18n/lang-context";

type ClientCardProps = {
  list: FavoriteList;
  onDelete: (list: FavoriteList) => void;
};

/** A client: name, how many properties, 'Ver Tablero', and a delete icon (never on 'Todo'). */
export function ClientCard({ list, onDelete }: ClientCardProps) {
  const titleId = useId();
  const lang = useLang();
  const L = CLIENT_LABELS[lang];
  const name = listNameIn(list, lang);
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-card transition-shadow hover:shadow-card-hover"
    >
      <div className="flex items-start gap-3">
        {list.is_default ? (
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
            <Inbox className="size-5" />
          </span>
        ) : (
          <Avatar name={name} className="size-11 text-base" />
        )}
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-lg font-semibold text-slate-900" title={name}>
            {name}
          </h2>
          <p className="text-sm text-slate-600">{propertyCountLabel(list.property_count, lang)}</p>
        </div>
        {!list.is_default && (
          <button
            type="button"
            aria-label={T.deleteClientLabel[lang](list.name)}
            title={L.deleteTitle}
            onClick={() => onDelete(list)}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-danger-50 hover:text-danger-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      <p className="mt-3 text-sm text-slate-500">
        {list.is_default ? T.generalList[lang] : T.since[lang](formatLongDate(new Date(list.created_at), lang))}
      </p>
      <Link
        to={pageHref.clientBoard(list.id)}
        aria-describedby={titleId}
        className={cn(buttonClasses(list.is_default ? "outline" : "primary", "md"), "mt-4 w-full")}
      >
        {T.viewBoard[lang]}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}
