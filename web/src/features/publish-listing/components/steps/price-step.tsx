import { appraisalDiscount, appraisalDiscountLabel, LEGAL_STATUSES, LEGAL_STATUS_NAMES } from "@domain/listings/legal-status";
import type { Lang } from "@domain/i18n/lang";
import { MONEY_FACT_WORDS } from "@domain/listings/facts-en";
import type { ListingForm } from "../../hooks/use-listing-form";
import { ChoiceCards, MoneyField, NumberField } from "../inputs";
import { CreditChecks, FactRadios } from "../fact-fields";
import { useLang } from "@web/lib/i18n/lang-context";
import { PUBLISH_TEXT as T } from "@domain/listings/publish-text";

const legalChoices = (lang: Lang) =>
  LEGAL_STATUSES.map((s) => ({ value: s, label: LEGAL_STATUS_NAMES[lang][s].label, description: LEGAL_STATUS_NAMES[lang][s].explanation }));

export function PriceStep({ form }: { form: ListingForm }) {
  const { values, errors, setField } = form;
  const lang = useLang();
  const isRent = values.operation_type === "renta";
  const isRemate = values.operation_type === "remate";
  const discount = isRemate && values.price ? appraisalDiscount(values.price, values.appraisal_value ?? null) : null;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          name="price"
          label={(isRent ? T.monthlyRent : isRemate ? T.foreclosurePrice : T.price)[lang]}
          value={values.price}
          onChange={(v) => setField("price", v ?? undefined)}
          error={errors.price}
        />
        <div className="space-y-2">
          <MoneyField
            name="maintenance"
            label={T.maintenance[lang]}
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
              {MONEY_FACT_WORDS[lang].maintenanceIncluded}
            </label>
          )}
        </div>
      </div>
      {isRent && (
        <div className="space-y-5">
          <NumberField
            name="deposit_months"
            label={T.deposit[lang]}
            suffix={T.months[lang]}
            step={0.5}
            value={values.deposit_months}
            onChange={(v) => setField("deposit_months", v)}
            error={errors.deposit_months}
            hint={T.depositHint[lang]}
            className="max-w-xs"
          />
          <FactRadios fact="guarantee" form={form} />
        </div>
      )}
      {!isRent && <CreditChecks form={form} />}
      {isRemate && (
        <div className="space-y-6 rounded-xl border border-accent-200 bg-accent-50/40 p-4 sm:p-5">
          <p className="text-sm text-slate-700">{T.foreclosureNote[lang]}</p>
          <MoneyField
            name="appraisal_value"
            label={T.appraisal[lang]}
            value={values.appraisal_value}
            onChange={(v) => setField("appraisal_value", v)}
            error={errors.appraisal_value}
            hint={discount !== null ? T.buyersWillSee[lang](appraisalDiscountLabel(discount, lang)) : undefined}
          />
          <ChoiceCards
            legend={T.legalStatus[lang]}
            name="legal_status"
            options={legalChoices(lang)}
            value={values.legal_status ?? undefined}
            onChange={(v) => setField("legal_status", v)}
            error={errors.legal_status}
          />
        </div>
      )}
    </div>
  );
}
