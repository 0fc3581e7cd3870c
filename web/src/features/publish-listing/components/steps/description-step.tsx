import { useEffect } from "react";
import { LISTING_LIMITS } from "@domain/listings/listing-limits";
import { suggestTitle } from "@domain/listings/listing-schema";
import { formatCount } from "@domain/format/money";
import { FormField } from "@web/components/ui/form-field";
import { Input, inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import type { ListingForm } from "../../hooks/use-listing-form";

export function DescriptionStep({ form, placeName }: { form: ListingForm; placeName: string | null }) {
  const { values, errors, setField } = form;
  const suggestion = suggestTitle({ ...values, colonia: placeName });

  // The title starts from the facts; once the agent writes their own, it is theirs.
  useEffect(() => {
    if (!values.title && suggestion) setField("title", suggestion);
  }, [values.title, suggestion, setField]);

  const title = values.title ?? "";
  const description = values.description ?? "";
  const descriptionEn = values.description_en ?? "";
  return (
    <div className="space-y-6">
      <FormField label="Título" error={errors.title} hint={`${title.length} de ${LISTING_LIMITS.titleMax} caracteres`}>
        {(control) => (
          <Input {...control} name="title" maxLength={LISTING_LIMITS.titleMax} value={title} onChange={(e) => setField("title", e.target.value)} />
        )}
      </FormField>
      <FormField
        label="Descripción"
        error={errors.description}
        hint={`${formatCount(description.length)} de ${formatCount(LISTING_LIMITS.descriptionMax)} caracteres (mínimo ${LISTING_LIMITS.descriptionMin}). Los saltos de línea se respetan.`}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={10}
            maxLength={LISTING_LIMITS.descriptionMax}
            value={description}
            onChange={(e) => setField("description", e.target.value)}
            placeholder="Cuenta lo que hace especial a la propiedad: luz, distribución, acabados, la colonia, el transporte cercano…"
            className={cn(inputClasses, "py-2.5 leading-relaxed")}
          />
        )}
      </FormField>
      <FormField
        label="Versión en inglés (opcional)"
        error={errors.description_en}
        hint={`${formatCount(descriptionEn.length)} de ${formatCount(LISTING_LIMITS.descriptionMax)} caracteres. Se muestra en la versión en inglés de Hogaria; sin ella, ahí se ve tu descripción en español.`}
      >
        {(control) => (
          <textarea
            {...control}
            name="description_en"
            lang="en"
            rows={6}
            maxLength={LISTING_LIMITS.descriptionMax}
            value={descriptionEn}
            onChange={(e) => setField("description_en", e.target.value)}
            className={cn(inputClasses, "py-2.5 leading-relaxed")}
          />
        )}
      </FormField>
    </div>
  );
}
