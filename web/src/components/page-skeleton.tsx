import { COMMON_UI_TEXT } from "@domain/pages/common-ui-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { Skeleton, SkeletonPage } from "./ui/skeleton";

/** A page body that is on its way: a heading, a line and a block. */
export function PageSkeleton({ label }: { label?: string }) {
  const lang = useLang();
  return (
    <SkeletonPage label={label ?? COMMON_UI_TEXT.loading[lang]} className="py-16">
      <Skeleton className="mx-auto h-10 w-2/3 max-w-md" />
      <Skeleton className="mx-auto mt-4 h-5 w-1/2 max-w-sm" />
      <Skeleton className="mx-auto mt-10 h-40 w-full max-w-3xl rounded-xl" />
    </SkeletonPage>
  );
}
