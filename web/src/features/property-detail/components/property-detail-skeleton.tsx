import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { Skeleton, SkeletonMedia, SkeletonStatus } from "@web/components/ui/skeleton";

/** The page's shape while the listing loads: gallery, title and price, facts, and the contact card. */
export function PropertyDetailSkeleton({ label }: { label?: string }) {
  const lang = useLang();
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-7xl pb-12 sm:px-6 sm:pt-6 lg:px-8">
      <SkeletonStatus label={label ?? PROPERTY_PAGE_TEXTS[lang].loading} />
      <Skeleton className="mb-5 hidden h-5 w-64 sm:block" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <Skeleton className="aspect-[4/3] rounded-none! sm:aspect-[3/2] sm:rounded-xl!" />
          <div className="mt-3 hidden gap-2 sm:flex">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-24" />
            ))}
          </div>
          <div className="mt-6 px-4 sm:px-0">
            <div className="flex gap-2">
              <Skeleton className="h-7 w-24 rounded-full!" />
              <Skeleton className="h-7 w-32 rounded-full!" />
            </div>
            <Skeleton className="mt-4 h-8 w-4/5" />
            <Skeleton className="mt-3 h-5 w-3/5" />
            <Skeleton className="mt-6 h-10 w-52" />
            <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-14 rounded-xl!" />
              ))}
            </div>
          </div>
        </div>
        <div className="px-4 sm:px-0">
          <div className="rounded-xl border border-slate-200 p-5">
            <Skeleton className="h-4 w-40" />
            <SkeletonMedia picture="size-14 rounded-full!" lines={["w-3/4", "w-1/2"]} className="mt-4 gap-3" />
            <Skeleton className="mt-5 h-12" />
            <Skeleton className="mt-2 h-12" />
          </div>
        </div>
      </div>
    </div>
  );
}
