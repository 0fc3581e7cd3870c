import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useText } from "@web/lib/i18n/lang-context";

export const PAGE_SIZE = 50;

/** "Anterior · Página 2 de 7 · Siguiente" under a long list of rows. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (p: number) => void; label: string }) {
  const t = useText();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t(T.previous)}
      </Button>
      <span className="text-sm text-slate-600">{t(T.pageOf)(page, pages)}</span>
      <Button variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t(T.next)}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
