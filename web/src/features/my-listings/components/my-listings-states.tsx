import { Link } from "react-router";
import { House, Plus, RotateCw } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useLang } from "@web/lib/i18n/lang-context";
import { MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";
import { pagePath } from "@domain/pages/page-routes";

// "Mis propiedades" while loading, when loading failed, when empty, and its publish button.

export function ListSkeleton() {
  const lang = useLang();
  return (
    <div role="status" aria-label={T.loading[lang]} className="grid gap-4">
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

export function LoadError({ message, onRetry, busy }: { message: string; onRetry: () => void; busy: boolean }) {
  const lang = useLang();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-6">
      <p className="font-semibold text-slate-900">{T.loadFailed[lang]}</p>
      <p className="text-sm text-slate-600">{message}</p>
      <Button variant="outline" onClick={onRetry} busy={busy}>
        {!busy && <RotateCw aria-hidden="true" className="size-4" />}
        {T.retry[lang]}
      </Button>
    </div>
  );
}

export function Empty({ filtered, nothingAtAll, onShowAll }: { filtered: boolean; nothingAtAll: boolean; onShowAll: () => void }) {
  const lang = useLang();
  if (nothingAtAll) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <House aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 max-w-md text-pretty text-slate-700">{T.empty[lang]}</p>
        <PublishButton className="mt-6" />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <p className="text-slate-700">{(filtered ? T.emptyFiltered : T.emptyPage)[lang]}</p>
      <Button variant="outline" className="mt-4" onClick={onShowAll}>
        {T.showAll[lang]}
      </Button>
    </div>
  );
}

/** 'Publicar propiedad': to the publishing form. */
export function PublishButton({ className }: { className: string }) {
  const lang = useLang();
  return (
    <Button asChild className={className}>
      <Link to={pagePath.publicar}>
        <Plus aria-hidden="true" className="size-5" />
        {T.publish[lang]}
      </Link>
    </Button>
  );
}
