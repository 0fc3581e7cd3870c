import { PROPERTY_TYPES, PROPERTY_TYPE_NAMES, type Operation } from "@domain/properties/property";
import type { Lang } from "@domain/i18n/lang";
import type { ListingForm } from "../../hooks/use-listing-form";
import { ChoiceCards } from "../inputs";
import { useLang } from "@web/lib/i18n/lang-context";
import { PUBLISH_TEXT as T } from "@domain/listings/publish-text";

const operationChoices = (lang: Lang): { value: Operation; label: string; description: string }[] => [
  { value: "venta", label: T.sale[lang], description: T.saleText[lang] },
  { value: "renta", label: T.rent[lang], description: T.rentText[lang] },
  { value: "remate", label: T.foreclosure[lang], description: T.foreclosureText[lang] },
];

const typeChoices = (lang: Lang) => PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_NAMES[lang][t].singular }));

export function OperationStep({ form }: { form: ListingForm }) {
  const { values, errors, setField } = form;
  const lang = useLang();
  return (
    <div className="space-y-8">
      <ChoiceCards
        legend={T.whichOperation[lang]}
        name="operation_type"
        options={operationChoices(lang)}
        value={values.operation_type}
        onChange={(v) => setField("operation_type", v)}
        error={errors.operation_type}
      />
      <ChoiceCards
        legend={T.propertyType[lang]}
        name="property_type"
        options={typeChoices(lang)}
        value={values.property_type}
        onChange={(v) => setField("property_type", v)}
        error={errors.property_type}
        columns={4}
      />
    </div>
  );
}
