import type { VerificationItem } from "@domain/trust/operator-desk-types";
import { formatLongDate } from "@domain/format/date";
import { approveVerificationSchema, rejectVerificationSchema } from "@domain/trust/operator-desk-schemas";
import { proofHref, type DeskAction } from "../api/operator-desk";
import { AdvertiserHistoryList } from "./advertiser-history";
import { EvidenceColumn } from "./evidence-column";
import { ReasonForm } from "./reason-form";

const LICENSE_LABELS = { cedula: "Cédula profesional", ampi: "Membresía AMPI" } as const;

/** A pending verification request: what was sent, who sent it, and the decision. */
export function VerificationCard({ item, busy, onAction }: { item: VerificationItem; busy: boolean; onAction: (action: DeskAction) => void }) {
  const title = item.kind === "inmobiliaria" ? `Inmobiliaria: ${item.agency?.name ?? item.advertiser.name}` : `Agente: ${item.advertiser.name}`;
  return (
    <article aria-labelledby={`verification-${item.id}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`verification-${item.id}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Solicitada el {formatLongDate(item.createdAt)}</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <EvidenceColumn title="Datos enviados">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {item.rfc && (
              <>
                <dt className="text-slate-600">RFC</dt>
                <dd className="font-mono text-slate-900">{item.rfc}</dd>
              </>
            )}
            {item.licenseKind && (
              <>
                <dt className="text-slate-600">{LICENSE_LABELS[item.licenseKind]}</dt>
                <dd className="font-mono text-slate-900">{item.licenseNumber}</dd>
              </>
            )}
            {item.agency && (
              <>
                <dt className="text-slate-600">Página</dt>
                <dd className="text-slate-900">/inmobiliaria/{item.agency.slug}</dd>
                <dt className="text-slate-600">Teléfono</dt>
                <dd className="text-slate-900">{item.agency.phone ?? "—"}</dd>
              </>
            )}
          </dl>
          {item.hasProof ? (
            <a
              href={proofHref(item.id)}
              target="_blank"
              rel="noopener"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              Ver comprobante de domicilio
            </a>
          ) : (
            item.kind === "inmobiliaria" && <p className="mt-4 text-sm text-slate-600">Sin comprobante de domicilio.</p>
          )}
        </EvidenceColumn>
        <EvidenceColumn title="Anunciante">
          <AdvertiserHistoryList advertiser={item.advertiser} />
        </EvidenceColumn>
      </div>
      <div className="mt-5 border-t border-slate-200 pt-5">
        <ReasonForm
          label="Motivo"
          hint="Obligatorio para rechazar: se le envía por correo a quien lo solicitó."
          busy={busy}
          buttons={[
            {
              label: "Aprobar",
              variant: "primary",
              schema: approveVerificationSchema,
              onSubmit: (reason) => onAction({ kind: "approve", id: item.id, reason }),
            },
            {
              label: "Rechazar",
              variant: "outline",
              schema: rejectVerificationSchema,
              onSubmit: (reason) => onAction({ kind: "reject", id: item.id, reason: reason! }),
            },
          ]}
        />
      </div>
    </article>
  );
}
