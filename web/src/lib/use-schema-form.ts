import { useForm, type DefaultValues, type FieldPath, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/**
 * A form checked against its zod schema on submit (not again while typing). Editing a field
 * clears that field's error and calls `onEdit`: `field(name)` registers a control that does
 * so, `edited(name)` is the same handler for controls registered otherwise.
 */
export function useSchemaForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: DefaultValues<T>, onEdit?: () => void) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues, reValidateMode: "onSubmit" });
  const edited = (name: FieldPath<T>) => () => {
    form.clearErrors(name);
    onEdit?.();
  };
  const field = (name: FieldPath<T>) => form.register(name, { onChange: edited(name) });
  return { ...form, field, edited };
}
