import { PROPERTY_PAGE_TEXTS } from "@domain/properties/property-page-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { RotateCcw } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";

/** The API could not be reached or failed: say so, and offer to try again. */
export function LoadError({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying: boolean }) {
  const t = PROPERTY_PAGE_TEXTS[useLang()];
  return (
    <Container className="py-20 text-center sm:py-28">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {what === "la propiedad" ? t.loadFailed : `No pudimos cargar ${what}`}
      </h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">{t.loadFailedText}</p>
      <Button size="lg" className="mt-8" busy={retrying} onClick={onRetry}>
        {!retrying && <RotateCcw aria-hidden="true" className="size-5" />}
        {t.retry}
      </Button>
    </Container>
  );
}
