import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import type { PhotoFingerprintFailurePage } from "@domain/photo-fingerprints/fingerprint-failures";
import { formatLongDate } from "@domain/format/date";
import { countLabel } from "@domain/format/number";
import { pageHref } from "@domain/pages/page-routes";
import { PageSkeleton } from "@web/components/page-skeleton";
import { Button } from "@web/components/ui/button";
import { failureText } from "@web/lib/api-client";
import type { DeskAction } from "../api/operator-desk";

type Props = { query: UseQueryResult<PhotoFingerprintFailurePage>; empty: ReactNode; busy: boolean; onAction: (action: DeskAction) => void };

/**
 * "Fotos sin huella": the photos the fingerprint queue gave up on (a damaged image, a missing
 * file, an error on every try), newest first. Such a photo is never compared, so the operator
 * sees it, with its listing, and can send it through the queue again.
 */
export function PhotoFailuresTab({ query, empty, busy, onAction }: Props) {
  if (query.isPending) return <PageSkeleton label="Cargando las fotos sin huella…" />;
  if (query.error) return <p className="text-slate-700">{failureText(query.error)}</p>;
  if (query.data.items.length === 0) return empty;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {query.data.items.map((f) => (
        <li key={f.image_id} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
          {f.thumbnail_url ? (
            <img
              src={f.thumbnail_url}
              alt=""
              width={96}
              height={72}
              loading="lazy"
              className="h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
          ) : (
            <div aria-hidden className="h-18 w-24 shrink-0 rounded-lg bg-slate-100" />
          )}
          <div className="min-w-0 flex-1 text-sm">
            <Link to={pageHref.property(f.property_id)} target="_blank" className="font-semibold text-slate-900 hover:underline">
              {f.listing_title}
            </Link>
            <p className="mt-1 text-slate-700">{f.reason_label}</p>
            {f.detail && <p className="mt-0.5 break-words text-xs text-slate-500">{f.detail}</p>}
            <p className="mt-1 text-xs text-slate-600">
              {countLabel(f.attempts, "intento")} · {formatLongDate(new Date(f.failed_at))}
            </p>
            <Button size="sm" variant="outline" className="mt-2" disabled={busy} onClick={() => onAction({ kind: "retryPhoto", id: f.image_id })}>
              Procesar de nuevo
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
