import { formatLongDate } from "@domain/format/date";
import { formatPricePerM2 } from "@domain/format/money";
import { countLabel } from "@domain/format/number";
import { medianComparisonIn, medianLine, medianScope } from "@domain/properties/price-stats";
import { reviewPriceSchema } from "@domain/trust/operator-desk-schemas";
import type { PriceFlagItem } from "@domain/trust/operator-desk-types";
import type { DeskAction } from "../api/operator-desk";
import { ListingReviewCard } from "./listing-review-card";
import { ReasonForm } from "./reason-form";

type Props = { flag: PriceFlagItem; busy: boolean; onAction: (action: DeskAction) => void };

const reasonOnly = reviewPriceSchema.pick({ reason: true });

/**
 * A listing priced out of line: how far below its colonia's median, and from how many
 * listings; the operator keeps the price (reviewed) or decides on the listing below, with
 * the same evidence and actions as a reported one.
 */
export function PriceFlagCard({ flag, busy, onAction }: Props) {
  const scope = medianScope(flag.propertyType, flag.operationType, flag.colonia);
  return (
    <div className="space-y-2">
      <section
        aria-label={`Precio de ${flag.listing.title}`}
        className="grid gap-4 rounded-2xl border border-accent-200 bg-accent-50/70 p-4 sm:p-6 lg:grid-cols-2"
      >
        <div className="text-sm text-slate-700">
          <p className="text-base font-semibold text-accent-800">{medianComparisonIn(flag.priceM2, flag.medianPriceM2, flag.colonia)}</p>
          <p className="mt-1 tabular-nums">
            <span className="font-semibold text-slate-900">{formatPricePerM2(flag.priceM2)}</span> ·{" "}
            {medianLine(scope, formatPricePerM2(flag.medianPriceM2))} · {countLabel(flag.sampleSize, "anuncio")}
          </p>
          <p className="mt-1 text-xs text-slate-600">Detectado el {formatLongDate(flag.flaggedAt)}</p>
        </div>
        <ReasonForm
          label="Revisión del precio"
          hint="Si el precio es real, el anuncio sale de esta lista hasta que el anunciante lo cambie. La nota queda en la bitácora."
          busy={busy}
          buttons={[
            {
              label: "El precio es real",
              schema: reasonOnly,
              onSubmit: (reason) => onAction({ kind: "reviewPrice", id: flag.listing.id, reason, seenPriceM2: flag.priceM2 }),
            },
          ]}
        />
      </section>
      <ListingReviewCard listing={flag.listing} busy={busy} onAction={onAction} />
    </div>
  );
}
