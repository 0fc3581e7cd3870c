/**
 * The one API client. Reads JSON, and turns the worker's error envelope
 * `{ error: { code, message, fields? } }` into an ApiError.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field → its messages (the worker's validation errors), e.g. `{ email: ["Ingresa un email válido"] }`. */
  readonly fields?: Record<string, string[]>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/**
 * What happens on a 401: app/unauthorized-redirect.tsx forgets the user and sends them to
 * /login?redirect=<this page>. Returns a function that removes the handler.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Skip the 401 handler: for calls where "not signed in" is an answer, not an expired
   * session (the session check, the profile, sign-in with a wrong password).
   */
  skipUnauthorizedHandler?: boolean;
};

const GENERIC_MESSAGE = "Ocurrió un error inesperado. Intenta de nuevo.";

export async function apiFetch<T>(
  path: string,
  { method = "GET", query, body, signal, skipUnauthorizedHandler = false }: ApiRequest = {},
): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }

  const response = await fetch(url, {
    method,
    signal,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  const payload: unknown = await response.json().catch(() => null);

  if (!response.ok) {
    const envelope = (
      payload as { error?: { code?: string; message?: string; fields?: Record<string, string | string[]> } } | null
    )?.error;
    const error = new ApiError(
      response.status,
      envelope?.code ?? "http_error",
      envelope?.message ?? GENERIC_MESSAGE,
      envelope?.fields && normaliseFields(envelope.fields),
    );
    if (response.status === 401 && !skipUnauthorizedHandler) onUnauthorized?.(error);
    throw error;
  }

  return payload as T;
}

function normaliseFields(fields: Record<string, string | string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, Array.isArray(value) ? value : [value]]));
}
