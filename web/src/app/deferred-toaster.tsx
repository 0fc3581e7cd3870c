import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "@web/lib/idle";
import { onToastViewportRequest } from "@web/components/ui/toast-viewport";
import { serverStub } from "@web/lib/client-only";

const Toaster = lazy(() => (import.meta.env.SSR ? serverStub() : import("./toaster")));

/**
 * Mounts the toast viewport once the page is idle, so sonner is not part of the first
 * paint's JavaScript, or at once when a toast is raised before that (e.g. a form sent
 * right after the page loaded). Toasts raised meanwhile are shown when it mounts.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const cancelIdle = whenIdle(() => setReady(true));
    const unsubscribe = onToastViewportRequest(() => setReady(true));
    return () => {
      cancelIdle();
      unsubscribe();
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
