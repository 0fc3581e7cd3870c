import { useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { ArrowLeft, Upload } from "lucide-react";
import { COMMON_MESSAGES } from "@domain/errors/common-messages";
import { PAGE_ROUTES } from "@domain/pages/page-routes";
import { PHOTO_IMPORT_MESSAGES } from "@domain/photo-import/photo-import-messages";
import { PHOTO_IMPORT_TEXT as T } from "@domain/photo-import/photo-import-text";
import { useText } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";
import type { ImportPlan } from "@domain/photo-import/plan-photo-import";
import { PageHead } from "@web/components/page-head";
import { Button } from "@web/components/ui/button";
import { Container } from "@web/components/ui/container";
import { Skeleton, SkeletonStatus } from "@web/components/ui/skeleton";
import { failureText } from "@web/lib/api-client";
import type { PickedFile } from "../collect-files";
import { useBulkUpload, type UploadJob } from "../hooks/use-bulk-upload";
import { useImportFiles } from "../hooks/use-import-files";
import { usePhotoImportListings } from "../hooks/use-photo-import-listings";
import type { PhotoPipeline } from "../photo-pipeline";
import { DropZone } from "./drop-zone";
import { ListingGroup } from "./listing-group";
import { ListingPicker } from "./listing-picker";
import { OverallProgress } from "./overall-progress";
import { UnmatchedFiles } from "./unmatched-files";
import { UploadSummary, type SummaryFailure, type SummarySkip } from "./upload-summary";

/**
 * /bulk-import-images: many photos of many listings at once. Each file goes to the listing
 * its name names (id or source id, then its order); the rest wait to be assigned by hand.
 * The person reviews what each listing will get, then uploads: three at a time, each
 * resized and sent by the listing photos' pipeline, with a bar per file and overall, a
 * retry per failed file and a summary at the end.
 */
export function BulkImportPage({ userId, pipeline }: { userId: string; pipeline: PhotoPipeline }) {
  const listingsQuery = usePhotoImportListings(userId);
  const listings = listingsQuery.data?.items;
  const { files, notPhotos, plan, add, assign, remove, clear } = useImportFiles(listings);
  const upload = useBulkUpload(pipeline);
  // The plan as it was when the upload began (the listings' counts move as photos land).
  const [sent, setSent] = useState<ImportPlan | null>(null);
  const [assigning, setAssigning] = useState<string | null>(null);
  const t = useText();
  const messageIn = useMessageIn();

  const shown = sent ?? plan;
  const listingById = useMemo(() => new Map((listings ?? []).map((l) => [l.id, l])), [listings]);
  const fileByKey = useMemo(() => new Map(files.map((f) => [f.key, f])), [files]);
  const unmatched = sent ? [] : files.filter((f) => plan.verdicts.get(f.key) === "unmatched");
  const refusedCount = shown.listings.reduce((n, l) => n + l.refused.length, 0);
  const removedCount = files.filter((f) => f.removed).length;

  const start = () => {
    const jobs: UploadJob[] = plan.listings.flatMap((l) =>
      l.uploads.map((key) => ({ key, listingId: l.listingId, file: fileByKey.get(key)!.file, name: fileByKey.get(key)!.name })),
    );
    setSent(plan);
    upload.start(jobs);
  };
  const startOver = () => {
    upload.reset();
    clear();
    setSent(null);
    void listingsQuery.refetch();
  };
  const onFiles = useCallback((picked: PickedFile[]) => add(picked), [add]);

  // Leaving while photos are on their way asks first.
  useEffect(() => {
    if (!upload.busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [upload.busy]);

  const states = sent ? upload.states : undefined;
  const done = sent !== null && !upload.busy && [...upload.states.values()].every((s) => s.status === "uploaded" || s.status === "failed");
  const failures: SummaryFailure[] = [];
  let uploaded = 0;
  const listingsWithUploads = new Set<string>();
  if (sent) {
    for (const l of sent.listings)
      for (const key of l.uploads) {
        const s = upload.states.get(key);
        if (s?.status === "uploaded") {
          uploaded += 1;
          listingsWithUploads.add(l.listingId);
        } else if (s?.status === "failed") failures.push({ key, name: fileByKey.get(key)?.name ?? "", error: s.error ?? COMMON_MESSAGES.unexpected });
      }
  }
  const skipped: SummarySkip[] = sent
    ? [
        ...files.flatMap((f): SummarySkip[] => {
          const verdict = sent.verdicts.get(f.key);
          return verdict && verdict !== "upload" ? [{ name: f.name, verdict }] : [];
        }),
        ...notPhotos.map((name): SummarySkip => ({ name, verdict: "not_photo" })),
      ]
    : [];
  const retryable = failures.filter((f) => upload.states.get(f.key)?.retryable);

  return (
    <Container className="py-8 sm:py-12">
      <PageHead title={t(T.pageTitle)} noindex />
      <Link
        to={PAGE_ROUTES.dashboard.path}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t(T.back)}
      </Link>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{t(T.title)}</h1>
      <p className="mt-2 max-w-3xl text-pretty text-slate-600">
        {t(T.namingBefore)} <code className="font-mono text-sm whitespace-nowrap">EB-1234_01.jpg</code>,{" "}
        <code className="font-mono text-sm whitespace-nowrap">EB-1234_02.jpg</code>. {t(T.namingAfter)}
      </p>

      {listingsQuery.isPending ? (
        <div aria-busy="true" className="mt-8 flex flex-col gap-4">
          <SkeletonStatus label={t(T.loading)} />
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : listingsQuery.isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-danger-600/40 bg-danger-50 p-5">
          <p className="text-danger-700">{failureText(listingsQuery.error, COMMON_MESSAGES.unexpected)}</p>
          <Button variant="outline" className="mt-3" busy={listingsQuery.isFetching} onClick={() => void listingsQuery.refetch()}>
            {t(T.retry)}
          </Button>
        </div>
      ) : listings && listings.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
          <p className="max-w-md text-pretty text-slate-700">{t(T.noListings)}</p>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={PAGE_ROUTES.publicar.path}>{t(T.publish)}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={PAGE_ROUTES.importProperties.path}>{t(T.importProperties)}</Link>
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-5">
          {listingsQuery.data?.truncated && (
            <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">{messageIn(PHOTO_IMPORT_MESSAGES.truncated)}</p>
          )}
          {!sent && <DropZone accept={pipeline.accept} onFiles={onFiles} compact={files.length > 0} />}

          {!sent && files.length > 0 && (
            <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-xl sm:border sm:p-4">
              <p className="text-sm text-slate-700" aria-live="polite">
                <strong className="text-slate-900">{t(T.planned)(plan.uploads, plan.listings.filter((l) => l.uploads.length).length)}</strong>
                {unmatched.length > 0 && t(T.unmatchedCount)(unmatched.length)}
                {refusedCount > 0 && t(T.refusedCount)(refusedCount)}
                {removedCount > 0 && t(T.removedCount)(removedCount)}
                {notPhotos.length > 0 && t(T.notPhotosCount)(notPhotos.length)}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" onClick={startOver} className="flex-1 sm:flex-none">
                  {t(T.startOver)}
                </Button>
                <Button onClick={start} disabled={plan.uploads === 0} className="flex-1 sm:flex-none">
                  <Upload aria-hidden="true" className="size-5" />
                  {t(T.uploadN)(plan.uploads)}
                </Button>
              </div>
            </div>
          )}

          {sent && !done && <OverallProgress states={upload.states} total={sent.uploads} />}
          {done && (
            <>
              <UploadSummary uploaded={uploaded} listings={listingsWithUploads.size} failures={failures} skipped={skipped} />
              <div className="flex flex-col gap-2 sm:flex-row">
                {retryable.length > 0 && (
                  <Button variant="outline" onClick={() => retryable.forEach((f) => upload.retry(f.key))}>
                    {t(T.retryFailed)(retryable.length)}
                  </Button>
                )}
                <Button onClick={startOver}>{t(T.uploadMore)}</Button>
                <Button asChild variant="outline">
                  <Link to={PAGE_ROUTES.dashboard.path}>{t(T.goToMyProperties)}</Link>
                </Button>
              </div>
            </>
          )}

          <UnmatchedFiles files={unmatched} onAssign={setAssigning} onRemove={remove} />

          {shown.listings.map((l) => {
            const listing = listingById.get(l.listingId);
            return listing ? (
              <ListingGroup
                key={l.listingId}
                listing={listing}
                plan={l}
                files={fileByKey}
                verdicts={shown.verdicts}
                states={states}
                onRemove={sent ? undefined : remove}
                onRetry={upload.retry}
              />
            ) : null;
          })}
        </div>
      )}

      <ListingPicker
        fileName={assigning ? (fileByKey.get(assigning)?.name ?? null) : null}
        listings={listings ?? []}
        onPick={(listingId) => {
          if (assigning) assign(assigning, listingId);
          setAssigning(null);
        }}
        onClose={() => setAssigning(null)}
      />
    </Container>
  );
}
