import { ShieldCheck } from "lucide-react";
import type { SharedProperty } from "@domain/properties/property";
import { ORIGIN_MARK } from "@domain/properties/origin-mark";
import { useBrowserValue } from "@web/lib/browser-value";

/**
 * The origin mark of a shared sheet: who shared it, that Hogaria vouches for it, and the
 * share's reference (not the listing's id: the sheet leads to no other advertiser).
 */
const readHost = () => window.location.host;

export function OriginBadge({ origin }: { origin: SharedProperty["origin"] }) {
  // The address bar's host, known in the browser once the page is its own.
  const host = useBrowserValue(readHost, "");
  return (
    <div
      role="note"
      aria-label="Origen de este enlace"
      className="flex items-start gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 sm:items-center sm:gap-4 sm:px-5"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white shadow-sm">
        <ShieldCheck aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-primary-950">{ORIGIN_MARK.shared(origin.agent_name)}</p>
        <p className="mt-0.5 text-sm text-primary-900">
          {ORIGIN_MARK.reference}: <span className="font-mono font-semibold tracking-wide">{origin.reference}</span>
        </p>
      </div>
      {host && (
        <p className="hidden max-w-64 text-xs text-slate-600 md:block">
          {`Este enlace es de ${host}. Si dudas, pídele a tu asesor que te confirme la referencia.`}
        </p>
      )}
    </div>
  );
}
