import { useId, useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import type { BulkPublishAnswer } from "@domain/listing-imports/import-api";
import { IMPORT_LIMITS } from "@domain/listing-imports/import-contract";
import { Button } from "@web/components/ui/button";
import { IMPORT_PAGE_TEXT as T } from "@domain/listing-imports/import-page-text";
import { useText } from "@web/lib/i18n/lang-context";
import { failureText } from "@web/lib/api-client";
import { bulkPublish } from "../api/listing-imports";
import { pagePath } from "@domain/pages/page-routes";

type Outcome = { published: number; held: number };

// Many ids go in several requests of at most publishIdsMax, their answers added up.
async function publishAll(ids: string[], confirm: boolean): Promise<BulkPublishAnswer> {
  const total: BulkPublishAnswer = { confirmed: confirm, passes_available: 0, ready: [], published: [], held: [], not_found: [] };
  for (let i = 0; i < ids.length; i += IMPORT_LIMITS.publishIdsMax) {
    const a = await bulkPublish(ids.slice(i, i + IMPORT_LIMITS.publishIdsMax), confirm);
    total.passes_available = a.passes_available;
    total.ready.push(...a.ready);
    total.published.push(...a.published);
    total.held.push(...a.held);
    total.not_found.push(...a.not_found);
  }
  return total;
}

/**
 * Publishing the imported borradores at once: first what it takes (complete ones, passes
 * needed and available), then publishing as many as the plan's passes cover. What the
 * passes do not cover, and what is incomplete, stays as a borrador.
 */
export function PublishPanel({ ids }: { ids: string[] }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<BulkPublishAnswer | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useText();
  if (ids.length === 0) return null;

  const run = async (confirm: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await publishAll(ids, confirm);
      if (confirm) {
        setOutcome({ published: answer.published.length, held: ids.length - answer.published.length });
        void queryClient.invalidateQueries();
      } else setPreview(answer);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const ready = preview?.ready.length ?? 0;
  const passes = preview?.passes_available ?? 0;
  const covered = Math.min(ready, passes);
  const incomplete = preview ? preview.held.filter((h) => h.reasons.length > 0).length : 0;

  return (
    <div aria-labelledby={headingId} role="region" className="rounded-2xl border border-primary-200 bg-primary-50/60 p-5 sm:p-8">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Send aria-hidden="true" className="size-5 text-primary-700" />
        {t(T.publishTitle)}
      </h3>
      {outcome ? (
        <div role="status" className="mt-2 text-slate-800">
          <p className="font-semibold">{t(T.published)(outcome.published)}</p>
          {outcome.held > 0 && <p className="mt-1 text-sm">{t(T.leftUnpublished)(outcome.held)}</p>}
        </div>
      ) : !preview ? (
        <>
          <p className="mt-1 text-sm text-slate-700">{t(T.draftsToPublish)(ids.length)}</p>
          <Button className="mt-4" onClick={() => void run(false)} busy={busy}>
            {t(T.reviewPublishing)}
          </Button>
        </>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-3">
            <Figure label={t(T.readyToPublish)} value={ready} />
            <Figure label={t(T.passesNeeded)} value={ready} />
            <Figure label={t(T.passesAvailable)} value={passes} />
          </dl>
          <p className="mt-4 text-sm text-slate-800">
            {ready === 0 ? t(T.noneReady) : covered < ready ? t(T.planCoversSome)(covered, ready) : t(T.planCoversAll)(ready)}
            {incomplete > 0 && t(T.incomplete)(incomplete)}
          </p>
          {covered < ready && (
            <Link to={pagePath.precios} className="mt-2 inline-block text-sm font-semibold text-primary-700 underline underline-offset-2">
              {t(T.morePasses)}
            </Link>
          )}
          <div className="mt-4">
            <Button onClick={() => void run(true)} busy={busy} disabled={covered === 0}>
              {t(T.publishN)(covered)}
            </Button>
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-white p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
