import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the worker's validation messages (`error.fields`) on the form's fields and focuses
 * the first. `fieldFor` names the form field for an API field (or undefined to skip it).
 * Answers whether any field got a message.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (apiField: string) => Path<T> | undefined,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const [apiField, messages] of Object.entries(error.fields)) {
    const name = fieldFor(apiField);
    if (!name || !messages[0]) continue;
    setError(name, { type: "server", message: messages[0] }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
