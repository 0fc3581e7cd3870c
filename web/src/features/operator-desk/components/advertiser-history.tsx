import type { AdvertiserHistory } from "@domain/trust/operator-desk-types";
import { formatLongDate } from "@domain/format/date";
import { ROLE_LABELS, normalizeRole } from "@domain/auth/roles";

/** The advertiser's record with Hogaria, as terms an operator weighs. */
export function AdvertiserHistoryList({ advertiser }: { advertiser: AdvertiserHistory }) {
  const facts: [string, string][] = [
    ["Cuenta", `${advertiser.name} · ${advertiser.email}`],
    ["Tipo", ROLE_LABELS[normalizeRole(advertiser.role)]],
    ["Miembro desde", formatLongDate(advertiser.memberSince)],
    ["Anuncios", `${advertiser.listings} (${advertiser.publishedListings} publicados)`],
    ["Retenciones anteriores", `${advertiser.pastHolds} (${advertiser.hiddenListings} ocultos)`],
    ["Reportes recibidos", String(advertiser.reports)],
    ["Suspensiones", String(advertiser.pastSuspensions)],
    ["Teléfonos verificados", advertiser.verifiedPhones.join(", ") || "Ninguno"],
  ];
  if (advertiser.agency) {
    const verified = advertiser.agency.verifiedAt ? `verificada el ${formatLongDate(advertiser.agency.verifiedAt)}` : "sin verificar";
    facts.push(["Inmobiliaria", `${advertiser.agency.name} (${verified})`]);
  }
  if (advertiser.agentVerifiedAt) facts.push(["Agente verificado", formatLongDate(advertiser.agentVerifiedAt)]);
  return (
    <div>
      {advertiser.suspendedAt && (
        <p className="mb-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-700">
          Suspendido desde el {formatLongDate(advertiser.suspendedAt)}: {advertiser.suspensionReason}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
