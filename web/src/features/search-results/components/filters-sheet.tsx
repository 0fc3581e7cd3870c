import { useState, type FormEvent, type RefObject } from "react";
import { Dialog as Primitive } from "radix-ui";
import { DialogCloseButton, DialogOverlay } from "@web/components/ui/dialog";
import { Button } from "@web/components/ui/button";
import { OPERATION_SECTION } from "@domain/properties/sections";
import { apiQueryString, rangesAreValid, searchUrl, withFilters, withoutFilters, type SearchState } from "../search-state";
import { propertyCountLabel } from "@domain/format/number";
import { useResultCount } from "../hooks/use-property-search";
import { SHOWN_FILTERS } from "../search-labels";
import { FilterFields } from "./filter-controls";
import { FILTER_PANEL_TEXTS } from "@domain/properties/search-filter-texts";
import { useLang } from "@web/lib/i18n/lang-context";
import { SortSelect } from "./sort-select";

type FiltersSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: SearchState;
  go: (next: SearchState) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

function draftQuery(draft: SearchState): string {
  const query = searchUrl(draft).split("?")[1] ?? "";
  return apiQueryString(OPERATION_SECTION[draft.operation], new URLSearchParams(query));
}

/**
 * Phones: every filter in a full-height sheet. Changes are a draft until 'Ver N
 * propiedades' applies them all at once (one history entry); the button counts the
 * results the draft would give.
 */
export default function FiltersSheet({ open, onOpenChange, state, go, returnFocusTo }: FiltersSheetProps) {
  const lang = useLang();
  const texts = FILTER_PANEL_TEXTS[lang];
  const [draft, setDraft] = useState(state);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts again from the page's current filters.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(state);
  }
  const set = (patch: Partial<SearchState>) => setDraft((d) => withFilters(d, patch));
  const valid = rangesAreValid(draft);
  const count = useResultCount(draftQuery(draft), open && valid);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    onOpenChange(false);
    go(withFilters(draft, {}));
  }

  const countText = count.data === undefined ? texts.seeProperties : texts.see(propertyCountLabel(count.data, lang));

  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <DialogOverlay />
        <Primitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-menu data-[state=open]:animate-fade-in"
        >
          <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
            <div className="flex items-center justify-between border-b border-slate-200 py-2 pr-2 pl-5">
              <Primitive.Title className="text-lg font-semibold text-slate-900">{texts.filters}</Primitive.Title>
              <DialogCloseButton />
            </div>
            <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-5 py-5">
              <SortSelect value={draft.orden} onChange={(orden) => set({ orden })} commute={draft.destinoLat !== null} className="justify-between" />
              <FilterFields filters={SHOWN_FILTERS} state={draft} onChange={set} />
            </div>
            <div className="flex items-center gap-3 border-t border-slate-200 bg-white px-5 py-3">
              <Button variant="outline" onClick={() => setDraft(withoutFilters(draft))}>
                {texts.clear}
              </Button>
              <Button type="submit" className="flex-1" busy={count.isFetching && count.data === undefined}>
                {countText}
              </Button>
            </div>
          </form>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
