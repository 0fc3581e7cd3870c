import { useEffect } from "react";
import { LISTING_LIMITS } from "@domain/listings/listing-limits";
import { suggestTitle } from "@domain/listings/listing-schema";
import { FormField } from "@web/components/ui/form-field";
import { Input, inputClasses } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";
import type { ListingForm } from "../../hooks/use-listing-form";
import { useLang } from "@web/lib/i18n/lang-context";
import { PUBLISH_TEXT as T } from "@domain/listings/publish-text";

export function DescriptionStep({ form, placeName }: { form: ListingForm; placeName: string | null }) {
  const { values, errors, setField } = form;
  const lang = useLang();
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
      <FormField label={T.title[lang]} error={errors.title} hint={T.titleCount[lang](title.length)}>
        {(control) => (
          <Input {...control} name="title" maxLength={LISTING_LIMITS.titleMax} value={title} onChange={(e) => setField("title", e.target.value)} />
        )}
      </FormField>
      <FormField label={T.description[lang]} error={errors.description} hint={T.descriptionCount[lang](description.length)}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={10}
            maxLength={LISTING_LIMITS.descriptionMax}
            value={description}
            onChange={(e) => setField("description", e.target.value)}
            placeholder={T.descriptionPlaceholder[lang]}
            className={cn(inputClasses, "py-2.5 leading-relaxed")}
          />
        )}
      </FormField>
      <FormField label={T.english[lang]} error={errors.description_en} hint={T.englishCount[lang](descriptionEn.length)}>
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
