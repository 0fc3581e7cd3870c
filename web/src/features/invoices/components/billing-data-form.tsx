import { useState, type FormEvent } from "react";
import { BILLING_MESSAGES, billingDataSchema, type BillingData, type BillingDataInput } from "@domain/billing/invoices";
import { rfcPersonaType } from "@domain/billing/rfc";
import { catalogueLabel, REGIMENES_FISCALES, regimenesFor, USOS_CFDI, usosFor } from "@domain/billing/sat-catalogues";
import { fieldMessages } from "@domain/errors/field-messages";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, inputClasses } from "@web/components/ui/input";
import { ApiError, failureText } from "@web/lib/api-client";
import { Skeleton } from "@web/components/ui/skeleton";
import { useBillingData, useDeleteBillingData, useSaveBillingData } from "../hooks/use-invoices";
import { BILLING_FORM_TEXT as T } from "@domain/billing/billing-form-text";
import { useLang } from "@web/lib/i18n/lang-context";
import { useMessageIn } from "@web/lib/i18n/use-message-in";

type Field = keyof BillingDataInput;
const EMPTY: BillingDataInput = { rfc: "", razon_social: "", regimen_fiscal: "", uso_cfdi: "", codigo_postal: "" };

/**
 * "Datos de facturación": RFC (checked with its check digit), razón social, régimen fiscal
 * and uso de CFDI from SAT's catalogues (only the ones the RFC's persona and the régimen
 * allow), código postal. The same schema checks it here and on the server.
 */
export function BillingDataForm() {
  const billing = useBillingData();
  if (billing.isError) return <p role="alert">{failureText(billing.error)}</p>;
  if (billing.data === undefined) return <Skeleton className="h-48 w-full" />;
  return <Form key={billing.data?.rfc ?? "none"} saved={billing.data} />;
}

function Form({ saved }: { saved: BillingData | null }) {
  const save = useSaveBillingData();
  const lang = useLang();
  // The schema's messages are in Spanish (an English page shows their twins); the API's come in the page's language.
  const m = useMessageIn();
  const remove = useDeleteBillingData();
  const [values, setValues] = useState<BillingDataInput>(saved ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | "_", string>>>({});
  const persona = rfcPersonaType(values.rfc);
  const regimenes = persona ? regimenesFor(persona) : REGIMENES_FISCALES;
  const usos = persona && values.regimen_fiscal ? usosFor(values.regimen_fiscal, persona) : USOS_CFDI;

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const showErrors = (fields: Record<string, string[]>) =>
    setErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0]])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = billingDataSchema.safeParse(values);
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error);
      return showErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages.map((text) => m(text)!)])));
    }
    setErrors({});
    save.mutate(values, {
      onError: (e) => (e instanceof ApiError && e.fields ? showErrors(e.fields) : setErrors({ _: failureText(e) })),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="RFC" error={errors.rfc} hint={T.rfcHint[lang]}>
        {(control) => (
          <Input
            {...control}
            value={values.rfc}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            onChange={(e) => set("rfc")(e.target.value.toUpperCase())}
          />
        )}
      </FormField>
      <FormField label={T.postalCode[lang]} error={errors.codigo_postal}>
        {(control) => (
          <Input
            {...control}
            value={values.codigo_postal}
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            onChange={(e) => set("codigo_postal")(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={T.name[lang]} error={errors.razon_social} className="sm:col-span-2" hint={T.nameHint[lang]}>
        {(control) => (
          <Input {...control} value={values.razon_social} autoComplete="organization" onChange={(e) => set("razon_social")(e.target.value)} />
        )}
      </FormField>
      <CatalogueSelect
        label={T.regimen[lang]}
        error={errors.regimen_fiscal}
        value={values.regimen_fiscal}
        onChange={set("regimen_fiscal")}
        placeholder={m(BILLING_MESSAGES.regimen)!}
        options={regimenes}
      />
      <CatalogueSelect
        label={T.uso[lang]}
        error={errors.uso_cfdi}
        value={values.uso_cfdi}
        onChange={set("uso_cfdi")}
        placeholder={m(BILLING_MESSAGES.uso)!}
        options={usos}
      />
      {errors._ && (
        <p role="alert" className="text-sm text-danger-700 sm:col-span-2">
          {errors._}
        </p>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" busy={save.isPending}>
          {T.save[lang]}
        </Button>
        {saved && (
          <Button type="button" variant="ghost" busy={remove.isPending} onClick={() => remove.mutate()}>
            {T.remove[lang]}
          </Button>
        )}
      </div>
    </form>
  );
}

type CatalogueSelectProps = {
  label: string;
  error?: string;
  value: string;
  onChange: (code: string) => void;
  placeholder: string;
  options: readonly { code: string; name: string }[];
};

/** A choice from one of SAT's catalogues, each option "code · name". */
function CatalogueSelect({ label, error, value, onChange, placeholder, options }: CatalogueSelectProps) {
  return (
    <FormField label={label} error={error} className="sm:col-span-2">
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)} className={inputClasses}>
          <option value="">{placeholder}</option>
          {options.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {catalogueLabel(entry)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
