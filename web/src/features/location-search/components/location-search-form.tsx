import { LOCATION_SEARCH_TEXTS } from "@domain/locations/location-search-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { CircleCheck, Info, Search } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { SegmentedControl, SegmentedItem } from "@web/components/ui/toggle-group";
import { cn } from "@web/lib/cn";
import type { CanonicalLocation } from "@domain/locations/location";
import { SECTION_NAMES, SECTION_OPERATION, sectionPath } from "@domain/properties/sections";
import type { MenuSection } from "@web/lib/search-filters";
import { locationSearchUrl } from "@web/lib/search-urls";
import { useLocationCombobox } from "../hooks/use-location-combobox";
import { LocationCombobox } from "./location-combobox";

/**
 * Rent/buy toggle (default rentar), location combobox and search button. The button waits
 * for a chosen place; Enter in the box searches the best match for the text, or the whole
 * city when nothing matches.
 */
export function LocationSearchForm({ className }: { className?: string }) {
  const lang = useLang();
  const texts = LOCATION_SEARCH_TEXTS[lang];
  const navigate = useNavigate();
  const hintId = useId();
  const [section, setSection] = useState<MenuSection>("rentar");
  // Counts searches tried without a chosen location: emphasises the hint and re-announces it.
  const [attempts, setAttempts] = useState(0);
  const combobox = useLocationCombobox({
    operation: SECTION_OPERATION[section],
    onSubmit: search,
    onWholeCity: () => navigate(sectionPath(section)),
  });
  const { selected } = combobox;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search(selected);
  }

  function search(location: CanonicalLocation | null) {
    if (!location) {
      setAttempts((n) => n + 1);
      combobox.inputRef.current?.focus();
      return;
    }
    navigate(locationSearchUrl(section, location));
  }

  return (
    <form role="search" aria-label={texts.formLabel} onSubmit={onSubmit} className={className}>
      <SegmentedControl
        aria-label={texts.operationQuestion}
        value={section}
        onValueChange={(value) => setSection(value as MenuSection)}
        className="mb-4 w-full sm:w-auto"
      >
        <SegmentedItem value="rentar">{SECTION_NAMES[lang].rentar}</SegmentedItem>
        <SegmentedItem value="comprar">{SECTION_NAMES[lang].comprar}</SegmentedItem>
      </SegmentedControl>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <LocationCombobox combobox={combobox} label={texts.where} placeholder={texts.placeholder} describedBy={hintId} />
        </div>
        <Button type="submit" size="lg" disabled={!selected} aria-describedby={hintId} className="min-h-13 sm:px-8">
          <Search aria-hidden="true" className="size-5" />
          {texts.submit}
        </Button>
      </div>

      {attempts > 0 && !selected && (
        <span key={attempts} role="alert" className="sr-only">
          {texts.hint}
        </span>
      )}
      <p
        id={hintId}
        className={cn(
          "mt-2.5 flex items-start gap-1.5 text-sm",
          selected ? "text-primary-800" : attempts > 0 ? "font-semibold text-accent-800" : "text-slate-600",
        )}
      >
        {selected ? (
          <>
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {texts.willSearch} {selected.nombre_canonico}
              {selected.contexto ? `, ${selected.contexto}` : ""}
            </span>
          </>
        ) : (
          <>
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{texts.hint}</span>
          </>
        )}
      </p>
    </form>
  );
}
