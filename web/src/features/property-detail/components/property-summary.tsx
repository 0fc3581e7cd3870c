import type { ReactNode } from "react";
import { MapPin } from "lucide-react";
import { OPERATION_LABELS, PROPERTY_TYPE_LABELS, type PropertyDetail } from "@domain/properties/property";
import { formatListingPrice } from "@domain/format/money";
import { pricePerM2Label } from "../property-text";

/** "Calle Horacio 219, Polanco II Sección, Miguel Hidalgo": the address, then the alcaldía when it is not in it. */
function fullAddress(p: PropertyDetail): string {
  const alcaldia = p.location?.alcaldia;
  return alcaldia && !p.address.includes(alcaldia) ? `${p.address}, ${alcaldia}` : p.address;
}

/** Operation and type, the title, the address and the price (with MXN per m²). */
export function PropertySummary({ property: p, titleId, actions }: { property: PropertyDetail; titleId?: string; actions?: ReactNode }) {
  return (
    <div>
      <div className="flex items-start justify-between gap-3">
        <ul aria-label="Operación y tipo" className="flex flex-wrap gap-2 pt-1">
          <li className="rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800">{OPERATION_LABELS[p.operation_type]}</li>
          <li className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
            {PROPERTY_TYPE_LABELS[p.property_type].singular}
          </li>
        </ul>
        {actions}
      </div>
      <h1 id={titleId} className="mt-3 text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {p.title}
      </h1>
      <p className="mt-2 flex items-start gap-1.5 text-slate-600">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
        <span>{fullAddress(p)}</span>
      </p>
      <div className="mt-5 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-4xl">
          <span className="sr-only">Precio: </span>
          {formatListingPrice(p.price, p.operation_type)}
        </p>
        {p.price_per_m2 !== null && (
          <p className="text-base text-slate-600 tabular-nums">
            <span className="sr-only">Precio por metro cuadrado: </span>
            {pricePerM2Label(p.price_per_m2)}
          </p>
        )}
      </div>
    </div>
  );
}
