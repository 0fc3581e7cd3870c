import { useId, useMemo, useState } from "react";
import { Search } from "lucide-react";
import { PHOTO_LIMITS } from "@domain/listings/listing-limits";
import { canDo, LISTING_STATUS_LABELS } from "@domain/listings/listing-status";
import type { PhotoImportListing } from "@domain/photo-import/photo-import-listing";
import { normalizeSearchText } from "@domain/text/normalize";
import { Dialog, DialogContent, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { PHOTO_IMPORT_TEXT as T } from "@domain/photo-import/photo-import-text";
import { useText } from "@web/lib/i18n/lang-context";

const SHOWN = 50;

/** Picks the listing an unmatched photo belongs to: a search over title, source id and id. */
export function ListingPicker({
  fileName,
  listings,
  onPick,
  onClose,
}: {
  fileName: string | null;
  listings: readonly PhotoImportListing[];
  onPick: (listingId: string) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const t = useText();
  const inputId = useId();
  const searchable = useMemo(
    () => listings.map((l) => ({ listing: l, text: normalizeSearchText(`${l.title} ${l.source_id ?? ""} ${l.id}`) })),
    [listings],
  );
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  const found = searchable.filter((s) => words.every((w) => s.text.includes(w)));

  return (
    <Dialog
      open={fileName !== null}
      onOpenChange={(open) => {
        if (!open) {
          setQuery("");
          onClose();
        }
      }}
    >
      <DialogContent aria-describedby={undefined} className="flex max-h-[85dvh] flex-col">
        <DialogTitle className="pr-10">{t(T.pickerTitle)}</DialogTitle>
        <p className="mt-1 truncate text-sm text-slate-600">{fileName}</p>
        <label htmlFor={inputId} className="mt-4 text-sm font-semibold text-slate-800">
          {t(T.searchProperty)}
        </label>
        <div className="relative mt-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t(T.searchPlaceholder)}
            className="pl-10"
            autoComplete="off"
          />
        </div>
        <ul aria-label={t(T.properties)} className="mt-3 -mx-2 min-h-0 flex-1 overflow-y-auto">
          {found.slice(0, SHOWN).map(({ listing }) => {
            const open = canDo(listing.status, "editar");
            return (
              <li key={listing.id}>
                <button
                  type="button"
                  disabled={!open}
                  onClick={() => {
                    setQuery("");
                    onPick(listing.id);
                  }}
                  className="flex min-h-11 w-full cursor-pointer flex-col items-start rounded-lg px-2 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <span className="line-clamp-1 font-medium text-slate-900">{listing.title}</span>
                  <span className="text-xs text-slate-600">
                    {listing.source_id ? `${t(T.sourceId)(listing.source_id)} · ` : ""}
                    {LISTING_STATUS_LABELS[listing.status]} · {t(T.listingPhotos)(listing.photos, PHOTO_LIMITS.maxPhotos)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {found.length === 0 && <p className="py-6 text-center text-sm text-slate-600">{t(T.noneMatches)(query)}</p>}
        {found.length > SHOWN && <p className="mt-2 text-xs text-slate-600">{t(T.typeMore)(found.length - SHOWN)}</p>}
      </DialogContent>
    </Dialog>
  );
}
