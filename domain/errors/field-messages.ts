import type { ZodError } from "zod";

// Field → its messages, in the order zod found them ("_" for the value as a whole). The
// API sends them as `error.fields`, and the web forms put each under its field.
export function fieldMessages(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
