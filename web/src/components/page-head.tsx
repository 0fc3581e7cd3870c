import { useHydrated } from "@web/lib/browser-value";

/**
 * The page's title and robots rule in the document's head. The worker writes the head of the
 * page it sends (domain/pages, worker/pages); from there on, as the person moves between
 * pages in the browser, this keeps the title current. It renders nothing in the worker and
 * while hydrating: there it would land inside the page's markup, not in the head.
 */
export function PageHead({ title, noindex = false }: { title?: string; noindex?: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      {title !== undefined && <title>{title}</title>}
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
