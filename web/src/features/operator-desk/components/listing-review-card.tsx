import { Link } from "react-router";
import type { ListingEvidence } from "@domain/trust/operator-desk-types";
import { formatListingPrice } from "@domain/format/money";
import { formatLongDate } from "@domain/format/date";
import { LISTING_STATUS_LABELS } from "@domain/listings/listing-status";
import { pageHref } from "@domain/pages/page-routes";
import { REPORT_REASON_LABELS } from "@domain/trust/report-reasons";
import { HOLD_REASON_DESK_LABELS } from "@domain/trust/operator-desk";
import { listingDecisionSchema, reactivateSchema, suspendSchema } from "@domain/trust/operator-desk-schemas";
import type { DeskAction } from "../api/operator-desk";
import { AdvertiserHistoryList } from "./advertiser-history";
import { CopiedPhotos } from "./copied-photos";
import { EvidenceColumn } from "./evidence-column";
import { ReasonForm } from "./reason-form";

type Props = { listing: ListingEvidence; busy: boolean; onAction: (action: DeskAction) => void };

const reasonOnly = listingDecisionSchema.pick({ reason: true });

/** A reported or held listing with its evidence side by side, and what the operator can do. */
export function ListingReviewCard({ listing, busy, onAction }: Props) {
  const canRestore = listing.status === "oculta" || (listing.status === "en_revision" && listing.hold !== null);
  const operation = listing.operationType === "renta" ? "renta" : listing.operationType === "remate" ? "remate" : "venta";
  const decide = (kind: "hide" | "restore") => (reason: string | undefined) =>
    onAction({ kind, id: listing.id, reason: reason!, seenUpdatedAt: listing.version });
  const advertiser = listing.advertiser;
  return (
    <article aria-labelledby={`listing-${listing.id}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`listing-${listing.id}`} className="text-lg font-semibold text-pretty text-slate-900">
            <Link to={pageHref.property(listing.id)} target="_blank" className="hover:underline">
              {listing.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {formatListingPrice(listing.price, operation)}
            {listing.neighborhood ? ` · ${listing.neighborhood}` : ""} · Referencia {listing.id}
          </p>
        </div>
        <p className="rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-800">{LISTING_STATUS_LABELS[listing.status]}</p>
      </header>
      {listing.hold && (
        <p className="mt-3 text-sm text-slate-700">
          <strong>Retenido</strong> el {formatLongDate(listing.hold.createdAt)}: {HOLD_REASON_DESK_LABELS[listing.hold.reason]}.
        </p>
      )}
      <CopiedPhotos listing={listing} />

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <EvidenceColumn title="Fotos y contacto">
          {listing.photos.length > 0 ? (
            <ul className="grid grid-cols-2 gap-2">
              {listing.photos.map((p) => (
                <li key={p.url}>
                  <img
                    src={p.url}
                    alt={p.alt ?? listing.title}
                    width={240}
                    height={160}
                    loading="lazy"
                    className="aspect-[3/2] w-full rounded-lg object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Sin fotos.</p>
          )}
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Contacto</dt>
            <dd className="text-slate-900">{listing.contact.name}</dd>
            <dt className="text-slate-600">Teléfono</dt>
            <dd className="text-slate-900">{listing.contact.phone ?? "—"}</dd>
            <dt className="text-slate-600">WhatsApp</dt>
            <dd className="text-slate-900">{listing.contact.whatsapp ?? "—"}</dd>
            {listing.contact.agencyName && (
              <>
                <dt className="text-slate-600">Inmobiliaria</dt>
                <dd className="text-slate-900">
                  {listing.contact.agencyName}
                  {listing.contact.agencyPhone ? ` · ${listing.contact.agencyPhone}` : ""}
                </dd>
              </>
            )}
          </dl>
        </EvidenceColumn>

        <EvidenceColumn title="Anunciante">
          <AdvertiserHistoryList advertiser={advertiser} />
          <h4 className="mt-4 text-sm font-semibold text-slate-800">Otros anuncios con el mismo teléfono</h4>
          {listing.samePhone.length > 0 ? (
            <ul className="mt-1 space-y-1 text-sm">
              {listing.samePhone.map((s) => (
                <li key={s.id}>
                  <Link to={pageHref.property(s.id)} target="_blank" className="text-primary-700 hover:underline">
                    {s.title}
                  </Link>{" "}
                  <span className="text-slate-600">
                    · {s.advertiser} · {s.phone} · {LISTING_STATUS_LABELS[s.status]}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">Ninguno.</p>
          )}
        </EvidenceColumn>

        <EvidenceColumn title={`Reportes (${listing.reports.count})`}>
          {listing.reports.reasons.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {listing.reports.reasons.map((r) => (
                <li key={r.reason} className="rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 ring-1 ring-slate-200">
                  {REPORT_REASON_LABELS[r.reason]} · {r.count}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Sin reportes pendientes.</p>
          )}
          <ul className="mt-3 space-y-2 text-sm">
            {listing.reports.notes.map((n) => (
              <li key={`${n.email}-${n.at}`} className="rounded-lg bg-white p-2 ring-1 ring-slate-200">
                <p className="text-slate-900">{n.note ?? <span className="text-slate-600">Sin nota.</span>}</p>
                <p className="mt-0.5 text-xs text-slate-600">
                  {REPORT_REASON_LABELS[n.reason]} · {n.email} · {formatLongDate(n.at)}
                </p>
              </li>
            ))}
          </ul>
          <h4 className="mt-4 text-sm font-semibold text-slate-800">Respuesta del anunciante</h4>
          {listing.hold?.answer ? (
            <blockquote className="mt-1 border-l-4 border-primary-600 pl-3 text-sm text-slate-900">
              {listing.hold.answer}
              {listing.hold.answeredAt && <span className="mt-0.5 block text-xs text-slate-600">{formatLongDate(listing.hold.answeredAt)}</span>}
            </blockquote>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{listing.hold ? "Todavía no responde." : "El anuncio no está retenido."}</p>
          )}
        </EvidenceColumn>
      </div>

      <div className="mt-5 grid gap-5 border-t border-slate-200 pt-5 lg:grid-cols-2">
        <ReasonForm
          label="Decisión sobre el anuncio"
          hint="El motivo queda en la bitácora y se le envía al anunciante. Quienes lo reportaron reciben solo el resultado."
          busy={busy}
          buttons={[
            ...(listing.status !== "oculta"
              ? [{ label: "Ocultar anuncio", variant: "accent" as const, schema: reasonOnly, onSubmit: decide("hide") }]
              : []),
            ...(canRestore ? [{ label: "Restaurar anuncio", variant: "outline" as const, schema: reasonOnly, onSubmit: decide("restore") }] : []),
          ]}
        />
        <ReasonForm
          label="Cuenta del anunciante"
          hint={
            advertiser.suspendedAt
              ? "Reactivar devuelve sus anuncios a su estado anterior."
              : "Suspender saca de la búsqueda todos sus anuncios, cierra sus sesiones y le impide entrar."
          }
          busy={busy}
          buttons={[
            advertiser.suspendedAt
              ? {
                  label: "Reactivar anunciante",
                  schema: reactivateSchema,
                  onSubmit: (reason) => onAction({ kind: "reactivate", id: advertiser.id, reason }),
                }
              : {
                  label: "Suspender anunciante",
                  schema: suspendSchema,
                  onSubmit: (reason) => onAction({ kind: "suspend", id: advertiser.id, reason: reason! }),
                },
          ]}
        />
      </div>
    </article>
  );
}
