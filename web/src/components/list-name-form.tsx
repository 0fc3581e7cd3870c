import { useState, type ReactNode } from "react";
import { LIST_NAME_MAX } from "@domain/favorites/favorites";
import { FormField } from "./ui/form-field";
import { Input } from "./ui/input";

type ListNameFormProps = {
  label: string;
  placeholder: string;
  /** While the list is being created, Enter does nothing more. */
  busy: boolean;
  /** Gets the name trimmed, never blank. */
  onSubmit: (name: string) => void;
  /** Escape in the field (e.g. close the form). */
  onEscape?: () => void;
  className?: string;
  fieldClassName?: string;
  /** The form's buttons; `blank` says the name is still blank (the submit button stays disabled). */
  actions: (blank: boolean) => ReactNode;
};

/**
 * The name of a new list: a favourites list or an agent's client. Enter submits, a blank
 * name submits nothing, and the name is sent trimmed (the same rule as the API's).
 */
export function ListNameForm({ label, placeholder, busy, onSubmit, onEscape, className, fieldClassName, actions }: ListNameFormProps) {
  const [name, setName] = useState("");
  const blank = name.trim().length === 0;
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || busy) return;
        onSubmit(name.trim());
      }}
    >
      <FormField label={label} className={fieldClassName}>
        {(field) => (
          <Input
            {...field}
            autoFocus
            value={name}
            maxLength={LIST_NAME_MAX}
            autoComplete="off"
            enterKeyHint="done"
            placeholder={placeholder}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={
              onEscape &&
              ((event) => {
                if (event.key === "Escape") onEscape();
              })
            }
          />
        )}
      </FormField>
      {actions(blank)}
    </form>
  );
}
