import { BOARD_COLUMNS } from "@domain/boards/board";
import { BOARD_TEXT as T } from "@domain/boards/board-text";
import { useText } from "@web/lib/i18n/lang-context";
import { Skeleton, SkeletonPage } from "@web/components/ui/skeleton";

/** A board on its way: the title, the toolbar and four columns of card shapes. */
export function BoardSkeleton({ label }: { label?: string }) {
  const t = useText();
  return (
    <SkeletonPage label={label ?? t(T.loading)} className="py-6 sm:py-8">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="mt-5 h-9 w-64 max-w-full" />
      <Skeleton className="mt-2 h-5 w-48" />
      <Skeleton className="mt-6 h-10 w-full max-w-xl" />
      <div className="mt-6 flex gap-3 overflow-hidden lg:grid lg:grid-cols-4 lg:gap-4">
        {BOARD_COLUMNS.map((c, i) => (
          <div key={c.status} className="min-h-[600px] w-[82vw] max-w-[21rem] shrink-0 rounded-2xl bg-slate-100 p-3 sm:w-80 lg:w-auto lg:max-w-none">
            <Skeleton className="h-8 w-2/3" />
            {Array.from({ length: i === 0 ? 3 : 1 }, (_, j) => (
              <Skeleton key={j} className="mt-3 h-64 rounded-xl bg-white" />
            ))}
          </div>
        ))}
      </div>
    </SkeletonPage>
  );
}
