import { Skeleton, SkeletonMedia } from "@web/components/ui/skeleton";

/** The shape of an agency card while the directory loads. */
export function AgencyCardSkeleton() {
  return (
    <li aria-hidden="true" className="rounded-xl border border-slate-200 bg-white p-5 shadow-card sm:p-6">
      <SkeletonMedia picture="size-14 rounded-xl" lines={["w-3/4", "w-1/3"]} className="gap-4" />
      <Skeleton className="mt-5 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-5 flex gap-1.5">
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-16 rounded-full" />
      </div>
    </li>
  );
}
