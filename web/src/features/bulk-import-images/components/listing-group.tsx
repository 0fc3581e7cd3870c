import { memo } from "react";
import { PHOTO_LIMITS } from "@domain/listings/listing-limits";
import type { PhotoImportListing } from "@domain/photo-import/photo-import-listing";
import type { FileVerdict, ListingPlan } from "@domain/photo-import/plan-photo-import";
import type { UploadState } from "../hooks/use-bulk-upload";
import type { MatchedFile } from "../hooks/use-import-files";
import { FileRow } from "./file-row";
import { PHOTO_IMPORT_TEXT as T } from "@domain/photo-import/photo-import-text";
import { useText } from "@web/lib/i18n/lang-context";

type Props = {
  listing: PhotoImportListing;
  plan: ListingPlan;
  files: ReadonlyMap<string, MatchedFile>;
  verdicts: ReadonlyMap<string, FileVerdict>;
  states?: ReadonlyMap<string, UploadState>;
  onRemove?: (key: string) => void;
  onRetry?: (key: string) => void;
};

/** A listing and its photos of the batch: how many it has, how many it will have, each file's row. */
export const ListingGroup = memo(function ListingGroup({ listing, plan, files, verdicts, states, onRemove, onRetry }: Props) {
  const t = useText();
  const keys = [...plan.uploads, ...plan.refused];
  const after = plan.current + plan.uploads.length;
  const uploaded = states ? plan.uploads.filter((k) => states.get(k)?.status === "uploaded").length : 0;
  return (
    <section
      aria-label={listing.title}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-card [contain-intrinsic-size:auto_200px] [content-visibility:auto]"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 font-semibold text-slate-900">{listing.title}</h3>
        <p className="text-xs text-slate-600">{listing.source_id ? t(T.sourceId)(listing.source_id) : `ID ${listing.id}`}</p>
      </div>
      <p className="mt-1 text-sm text-slate-700" data-testid="photo-count">
        {states
          ? t(T.uploadedOf)(uploaded, plan.uploads.length, plan.current + uploaded, PHOTO_LIMITS.maxPhotos)
          : t(T.hasWillHave)(plan.current, after, PHOTO_LIMITS.maxPhotos)}
        {plan.refused.length > 0 && <span className="font-semibold text-danger-700">{t(T.refusedCount)(plan.refused.length)}</span>}
      </p>
      <ul className="mt-2 divide-y divide-slate-100">
        {keys.map((key) => {
          const f = files.get(key)!;
          return (
            <FileRow
              key={key}
              fileKey={key}
              name={f.name}
              file={f.file}
              order={f.order}
              verdict={verdicts.get(key)!}
              upload={states?.get(key)}
              onRemove={onRemove}
              onRetry={onRetry}
            />
          );
        })}
      </ul>
    </section>
  );
});
