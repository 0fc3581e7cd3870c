import { appraisalDiscount, appraisalDiscountLabel, LEGAL_STATUSES, LEGAL_STATUS_LABELS } from "@domain/listings/legal-status";
import type { ListingForm } from "../../hooks/use-listing-form";
import { MONEY_FACT_LABELS } from "@domain/listings/facts";
import { ChoiceCards, MoneyField, NumberField } from "../inputs";
import { CreditChecks, FactRadios } from "../fact-fields";

const LEGAL_CHOICES = LEGAL_STATUSES.map((s) => ({ value: s, label: LEGAL_STATUS_LABELS[s].label, description: LEGAL_STATUS_LABELS[s].explanation }));

export function PriceStep({ form }: { form: ListingForm }) {
  const { values, errors, setField } = form;
  const isRent = values.operation_type === "renta";
  const isRemate = values.operation_type === "remate";
  const discount = isRemate && values.price ? appraisalDiscount(values.price, values.appraisal_value ?? null) : null;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          name="price"
          label={isRent ? "Renta mensual" : isRemate ? "Precio de remate" : "Precio"}
          value={values.price}
          onChange={(v) => setField("price", v ?? undefined)}
          error={errors.price}
        />
        <div className="space-y-2">
          <MoneyField
            name="maintenance"
            label={`${MONEY_FACT_LABELS.maintenance} mensual (opcional)`}
            value={values.maintenance}
            onChange={(v) => setField("maintenance", v)}
            error={errors.maintenance}
          />
          {isRent && (
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                name="maintenance_included"
                className="size-4 accent-primary-700"
                checked={values.maintenance_included === true}
                onChange={(e) => setField("maintenance_included", e.target.checked ? true : null)}
              />
              {MONEY_FACT_LABELS.maintenanceIncluded}
            </label>
          )}
        </div>
      </div>
      {isRent && (
        <div className="space-y-5">
          <NumberField
            name="deposit_months"
            label={`${MONEY_FACT_LABELS.depositMonths} (opcional)`}
            suffix="meses"
            step={0.5}
            value={values.deposit_months}
            onChange={(v) => setField("deposit_months", v)}
            error={errors.deposit_months}
            hint="Meses de renta; vacío se muestra «No indicado»."
            className="max-w-xs"
          />
          <FactRadios fact="guarantee" form={form} />
        </div>
      )}
      {!isRent && <CreditChecks form={form} />}
      {isRemate && (
        <div className="space-y-6 rounded-xl border border-accent-200 bg-accent-50/40 p-4 sm:p-5">
          <p className="text-sm text-slate-700">En un remate, quien compra necesita ver el descuento y el riesgo antes de llamar.</p>
          <MoneyField
            name="appraisal_value"
            label="Valor de avalúo"
            value={values.appraisal_value}
            onChange={(v) => setField("appraisal_value", v)}
            error={errors.appraisal_value}
            hint={discount !== null ? `Los compradores verán: ${appraisalDiscountLabel(discount)}.` : undefined}
          />
          <ChoiceCards
            legend="Situación legal"
            name="legal_status"
            options={LEGAL_CHOICES}
            value={values.legal_status ?? undefined}
            onChange={(v) => setField("legal_status", v)}
            error={errors.legal_status}
          />
        </div>
      )}
    </div>
  );
}
