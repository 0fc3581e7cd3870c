import { Link } from "react-router";
import { ChevronRight, Heart, House } from "lucide-react";
import type { DashboardList } from "@domain/dashboard/buyer-dashboard";
import { LIST_PHOTOS_MAX } from "@domain/dashboard/buyer-dashboard";
import { propertyCountLabel } from "@domain/format/number";
import { pathOf } from "@domain/pages/page-routes";
import { buttonClasses } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { openFavoritesDialog, preloadFavoritesDialog } from "@web/lib/favorites-dialog";
import { DashboardSection, EmptyState } from "@web/components/dashboard-section";
import { DASHBOARD_TEXT as T } from "@domain/dashboard/dashboard-text";
import { listNameIn } from "@domain/favorites/favorites";
import { useLang } from "@web/lib/i18n/lang-context";

/** "Tus listas": each favourite list with its count and the last photos saved in it; a list opens in the favourites dialog. */
export function FavoriteListsSection({ lists }: { lists: DashboardList[] | undefined }) {
  const lang = useLang();
  const saved = lists?.some((list) => list.property_count > 0) ?? false;
  return (
    <DashboardSection
      id="dashboard-lists"
      title={T.listsTitle[lang]}
      intro={T.listsIntro[lang]}
      action={
        lists &&
        saved && (
          <button
            type="button"
            className={cn(buttonClasses("link", "sm"), "min-h-11 px-0")}
            onPointerEnter={preloadFavoritesDialog}
            onFocus={preloadFavoritesDialog}
            onClick={(event) => openFavoritesDialog({ mode: "view" }, event.currentTarget)}
          >
            {T.manageLists[lang]}
          </button>
        )
      }
    >
      {!lists ? (
        <ListsSkeleton />
      ) : !saved ? (
        <EmptyState icon={<Heart className="size-5" />} text={T.listsEmpty[lang]}>
          <Link to={pathOf("comprar")} className={buttonClasses("primary", "md")}>
            {T.searchToBuy[lang]}
          </Link>
          <Link to={pathOf("rentar")} className={buttonClasses("outline", "md")}>
            {T.searchToRent[lang]}
          </Link>
        </EmptyState>
      ) : (
        <ul aria-label={T.listsTitle[lang]} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {lists.map((list) => (
            <li key={list.id}>
              <ListCard list={list} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

function ListCard({ list }: { list: DashboardList }) {
  const lang = useLang();
  const name = listNameIn(list, lang);
  const count = propertyCountLabel(list.property_count, lang);
  const empty = Array.from({ length: Math.max(0, LIST_PHOTOS_MAX - list.photos.length) });
  return (
    <button
      type="button"
      aria-label={T.openList[lang](name, count)}
      onPointerEnter={preloadFavoritesDialog}
      onFocus={preloadFavoritesDialog}
      onClick={(event) => openFavoritesDialog({ mode: "view", list }, event.currentTarget)}
      className="group flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-card transition-shadow hover:shadow-card-hover focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <span className="grid shrink-0 grid-cols-2 gap-1" aria-hidden="true">
        {list.photos.map((photo, i) => (
          <img
            key={`${photo.url}-${i}`}
            src={photo.url}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-10 rounded-md bg-slate-100 object-cover sm:size-12"
          />
        ))}
        {empty.map((_, i) => (
          <span key={i} className="flex size-10 items-center justify-center rounded-md bg-slate-100 text-slate-300 sm:size-12">
            {i === 0 && list.photos.length === 0 && <House className="size-5" />}
          </span>
        ))}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900">{name}</span>
        <span className="block text-sm text-slate-600">{count}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5" />
    </button>
  );
}

function ListsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {[0, 1].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
          <div className="grid grid-cols-2 gap-1">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="size-10 rounded-md sm:size-12" />
            ))}
          </div>
          <div className="flex-1">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="mt-2 h-4 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}
