import { Skeleton } from "@web/components/ui/skeleton";

/** The account area while we learn whether someone is signed in: neither 'Ingresar' nor an avatar. */
export function AccountSkeleton() {
  return (
    <span className="flex min-h-11 items-center">
      <Skeleton className="h-10 w-10 rounded-full sm:w-24" />
    </span>
  );
}
