import type { DomainErrorCode } from "./error-codes";

// A refusal a person can read: a stable code the app branches on, and the Spanish message
// it shows. Services throw it; the worker answers it with the code's HTTP status, so the
// rule knows nothing of HTTP.
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    // Field → its messages, for a refusal about what the person typed.
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
