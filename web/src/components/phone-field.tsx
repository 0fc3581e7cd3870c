import type { ComponentProps } from "react";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { FormField } from "@web/components/ui/form-field";
import { PHONE_VERIFICATION_TEXT } from "@domain/phones/phone-messages";
import { useLang } from "@web/lib/i18n/lang-context";
import { PhoneInput } from "./phone-input";

type PhoneFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label?: string;
  hint?: string;
  error?: string;
  /** Typing in the field clears its error. */
  onEdit?: () => void;
  enterKeyHint?: ComponentProps<"input">["enterKeyHint"];
};

/** A labelled Mexican phone field in a react-hook-form form: digits only, at most 10. */
export function PhoneField<T extends FieldValues>({ control, name, label, hint, error, onEdit, enterKeyHint = "next" }: PhoneFieldProps<T>) {
  const lang = useLang();
  return (
    <FormField label={label ?? PHONE_VERIFICATION_TEXT[lang].phone} error={error} hint={hint}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur, name: inputName, ref } }) => (
            <PhoneInput
              {...field}
              ref={ref}
              name={inputName}
              value={value}
              onBlur={onBlur}
              onValueChange={(digits) => {
                onChange(digits);
                onEdit?.();
              }}
              enterKeyHint={enterKeyHint}
              placeholder="5512345678"
            />
          )}
        />
      )}
    </FormField>
  );
}
