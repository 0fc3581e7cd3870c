import { PageSkeleton } from "@web/components/page-skeleton";
import { AppLayout } from "./app-layout";

/** Shown while the first page chunk loads: the real header and footer, a skeleton body. */
export function PageFallback() {
  return (
    <AppLayout>
      <PageSkeleton />
    </AppLayout>
  );
}
