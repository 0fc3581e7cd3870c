import { Container } from "@web/components/ui/container";
import { Skeleton } from "@web/components/ui/skeleton";

/** Placeholder shaped like the advice section while the rest of the home loads. */
export function BelowFoldSkeleton() {
  return (
    <Container className="py-16 sm:py-20" aria-hidden="true">
      <Skeleton className="h-8 w-72 max-w-full" />
      <Skeleton className="mt-3 h-5 w-96 max-w-full" />
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-52 rounded-xl" />
        ))}
      </div>
    </Container>
  );
}
