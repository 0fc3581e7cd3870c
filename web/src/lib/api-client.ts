import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "@domain/errors/common-messages";
import { LANG_HEADER, splitLangPath } from "@domain/i18n/lang";
import type { ErrorCode } from "@domain/errors/error-codes";
import { takeShellAnswer } from "./shell-answers";

/**
 * The one API client. Reads JSON, and turns the worker's error envelope
 * `{ error: { code, message, fields? } }` into an ApiError. A GET that meets a gateway
 * error (502, 503, 504) or no network is tried again, at most 3 times with growing waits;
 * other methods are sent once, since repeating a write could apply it twice.
 *
 * The person reads the envelope's message; the app decides on its `code` (hasCode), never on
 * the text. This client tells the person itself when the session ended (401) and when the
 * service stayed unavailable (503), so the features do not repeat those toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field → its messages (the worker's validation errors), e.g. `{ email: ["…"] }`. */
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

/** The language of the page the app runs on (its path's prefix). */
const pageLang = () => splitLangPath(window.location.pathname).lang;

/** The messages about the request itself, in the page's language. */
const commonMessages = () => (pageLang() === "en" ? COMMON_MESSAGES_EN : COMMON_MESSAGES);

/** Answers a GET is tried again on: the worker or a dependency is down or overloaded for a moment. */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
const MAX_RETRIES = 3;
/** Waits before the 1st, 2nd and 3rd retry, each spread ±20 % so many tabs do not retry in step. */
const RETRY_DELAYS_MS = [300, 900, 2700] as const;
const JITTER = 0.2;
/** The longest a `Retry-After` is honoured: a person is waiting on the page. */
const MAX_RETRY_AFTER_MS = 5000;

export async function apiFetch<T>(
  path: string,
  { method = "GET", query, body, signal, skipUnauthorizedHandler = false }: ApiRequest = {},
): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }

  const init: RequestInit = {
    method,
    signal,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      // The worker answers its refusals in the page's language.
      [LANG_HEADER]: pageLang(),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  // A signed-in page's first reads come with its shell: no round trip for them.
  const early = method === "GET" ? takeShellAnswer(url.pathname + url.search) : null;
  const response = early ?? (method === "GET" ? await fetchWithRetries(url, init, signal) : await fetch(url, init));

  const payload: unknown = await response.json().catch(() => null);

  if (!response.ok) {
    const envelope = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string | string[]> } } | null)?.error;
    const unavailable = response.status === 503;
    const error = new ApiError(
      response.status,
      envelope?.code ?? "http_error",
      envelope?.message ?? (unavailable ? commonMessages().unavailable : commonMessages().unexpected),
      envelope?.fields && normaliseFields(envelope.fields),
    );
    if (response.status === 401 && !skipUnauthorizedHandler) {
      // The session ended: say so once (the handler takes the person to sign in).
      await announce(error.message, "session-ended");
      onUnauthorized?.(error);
    }
    // A GET still unavailable after its retries: tell the person once, whatever page asked.
    if (unavailable && method === "GET") await announce(error.message, "service-unavailable");
    throw error;
  }

  return payload as T;
}

/**
 * A call whose answer is the worker's success envelope `{ data }`: resolves to its `data`.
 * (apiFetch is for answers without it: 204, and better-auth's own under /api/auth.)
 */
export async function apiData<T>(path: string, request?: ApiRequest): Promise<T> {
  const body = await apiFetch<{ data: T } | null>(path, request);
  return body?.data as T;
}

/** fetch, again after a gateway error or a network failure, until it answers or the caller aborts. */
async function fetchWithRetries(url: URL, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  for (let retry = 0; ; retry++) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      // fetch rejects with a TypeError when the network fails; an abort is a DOMException.
      if (!(error instanceof TypeError) || retry >= MAX_RETRIES || signal?.aborted) throw error;
      await wait(backoffMs(retry), signal);
      continue;
    }
    if (!RETRIED_STATUSES.has(response.status) || retry >= MAX_RETRIES) return response;
    const delay = retryAfterMs(response.headers.get("Retry-After")) ?? backoffMs(retry);
    await response.body?.cancel().catch(() => undefined); // free the connection before waiting
    await wait(delay, signal);
  }
}

function backoffMs(retry: number): number {
  const base = RETRY_DELAYS_MS[Math.min(retry, RETRY_DELAYS_MS.length - 1)];
  return Math.round(base * (1 - JITTER + Math.random() * 2 * JITTER));
}

/** `Retry-After` in seconds or as an HTTP date, capped at MAX_RETRY_AFTER_MS; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** Resolves after `ms`, or rejects with the abort reason as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Whether a failed call answered with this code (what the app branches on). */
export function hasCode<C extends ErrorCode>(error: unknown, code: C): error is ApiError & { readonly code: C } {
  return error instanceof ApiError && error.code === code;
}

/** The session ended: this client already said so and sends the person to sign in. */
export const isSessionEnded = (error: unknown): boolean => hasCode(error, "unauthenticated");

/**
 * What to tell the person about a failed call: the worker's own sentence, or `fallback` when
 * no answer came (the network failed).
 */
export function failureText(error: unknown, fallback: string = commonMessages().offline): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * An error toast this client raises itself. The toast module (and sonner) is loaded only
 * now, so it stays out of the first paint; one id keeps several failed calls to one toast.
 */
async function announce(message: string, id: string): Promise<void> {
  try {
    const { notify } = await import("@web/components/ui/toast");
    notify.error(message, undefined, { id });
  } catch {
    // The toast could not load (offline): the caller still gets the error to show.
  }
}

function normaliseFields(fields: Record<string, string | string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, Array.isArray(value) ? value : [value]]));
}
