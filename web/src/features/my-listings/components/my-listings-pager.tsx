import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useLang } from "@web/lib/i18n/lang-context";
import { MY_LISTINGS_TEXT as T } from "@domain/listings/my-listings-text";

/** "Anterior" / "Página 2 de 5" / "Siguiente" under the agent's listings. */
export function MyListingsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const lang = useLang();
  return (
    <nav aria-label={T.pages[lang]} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {T.previous[lang]}
      </Button>
      <p className="text-sm text-slate-700">{T.pageOf[lang](Math.min(page, pages), pages)}</p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {T.next[lang]}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
