import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@web/components/ui/button";

/** "Anterior" / "Página 2 de 5" / "Siguiente" under the agent's listings. */
export function MyListingsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Páginas de tus propiedades" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Anterior
      </Button>
      <p className="text-sm text-slate-700">
        Página {Math.min(page, pages)} de {pages}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
