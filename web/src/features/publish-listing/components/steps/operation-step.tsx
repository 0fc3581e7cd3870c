import { OPERATIONS, PROPERTY_TYPES, PROPERTY_TYPE_LABELS } from "@domain/properties/property";
import type { ListingForm } from "../../hooks/use-listing-form";
import { ChoiceCards } from "../inputs";

const OPERATION_CHOICES = [
  { value: "venta", label: "Venta", description: "Vendes la propiedad" },
  { value: "renta", label: "Renta", description: "Precio mensual" },
  { value: "remate", label: "Remate", description: "Bancario o judicial" },
] as const satisfies readonly { value: (typeof OPERATIONS)[number]; label: string; description: string }[];

const TYPE_CHOICES = PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t].singular }));

export function OperationStep({ form }: { form: ListingForm }) {
  const { values, errors, setField } = form;
  return (
    <div className="space-y-8">
      <ChoiceCards
        legend="¿Qué operación es?"
        name="operation_type"
        options={OPERATION_CHOICES}
        value={values.operation_type}
        onChange={(v) => setField("operation_type", v)}
        error={errors.operation_type}
      />
      <ChoiceCards
        legend="Tipo de propiedad"
        name="property_type"
        options={TYPE_CHOICES}
        value={values.property_type}
        onChange={(v) => setField("property_type", v)}
        error={errors.property_type}
        columns={4}
      />
    </div>
  );
}
