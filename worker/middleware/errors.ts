import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { COMMON_MESSAGES, UNAVAILABLE_RETRY_AFTER_S } from "../../domain/errors/common-messages";
import type { Lang } from "../../domain/i18n/lang";
import { DomainError } from "../../domain/errors/domain-error";
import { fieldMessages } from "../../domain/errors/field-messages";
import { isDatabaseUnavailable } from "../services/database-errors";
import { DOMAIN_ERROR_STATUS } from "./error-status";
import { describeErrorForLog } from "../logging/log-redaction";
import { refusalIn, requestLang } from "./request-lang";

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]> };
};

// An HTTP error with the Spanish message the user will read, for the worker's front door
// (middleware and routes); services throw a DomainError instead.
export class ApiError extends HTTPException {
  // Extra answer headers (Retry-After on a 429).
  headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(status, { message });
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string[]>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

// The envelope of a refusal in the language of the page that asked (request-lang.ts): the
// messages are written in Spanish and an English page reads their twins.
function refusal(c: Context, code: string, message: string, fields?: Record<string, string[]>): ErrorBody {
  return refusalBody(requestLang(c), code, message, fields);
}

/** `errorBody` in `lang`: for refusals answered outside the error handler (a route's own answer, the worker's routing). */
export function refusalBody(lang: Lang, code: string, message: string, fields?: Record<string, string[]>): ErrorBody {
  const inLang = refusalIn(lang, message, fields);
  return errorBody(code, inLang.message, inLang.fields);
}

// Field → messages, keeping the first message of the first failing field as the summary.
export function validationError(error: ZodError): ApiError {
  return new ApiError(400, "validation_error", error.issues[0]?.message ?? COMMON_MESSAGES.invalidInput, fieldMessages(error));
}

export function onError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
    return c.json(refusal(c, err.code, err.message, err.fields), err.status);
  }
  if (err instanceof DomainError) {
    return c.json(refusal(c, err.code, err.message, err.fields), DOMAIN_ERROR_STATUS[err.code]);
  }
  if (err instanceof ZodError) {
    const apiError = validationError(err);
    return c.json(refusal(c, apiError.code, apiError.message, apiError.fields), 400);
  }
  if (err instanceof HTTPException) {
    // Thrown by Hono itself (a body that is not JSON, a header it cannot read): its English
    // message stays in the log, the person reads ours.
    const status = err.status;
    if (status >= 500) console.error("http_exception", { path: c.req.path, status, message: err.message });
    const [code, message] =
      status === 404
        ? ["not_found", COMMON_MESSAGES.notFound]
        : /malformed json/i.test(err.message)
          ? ["invalid_json", COMMON_MESSAGES.invalidJson]
          : ["bad_request", COMMON_MESSAGES.badRequest];
    return c.json(refusal(c, code, message), status as ContentfulStatusCode);
  }
  if (isDatabaseUnavailable(err)) {
    console.error("database_unavailable", { path: c.req.path, method: c.req.method, error: describeErrorForLog(err) });
    c.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_S));
    return c.json(refusal(c, "service_unavailable", COMMON_MESSAGES.unavailable), 503);
  }
  console.error("unhandled_error", { path: c.req.path, method: c.req.method, error: describeErrorForLog(err) });
  return c.json(refusal(c, "internal_error", COMMON_MESSAGES.unexpected), 500);
}

// For failures outside Hono (the page shell, the room, photos): the same envelope, in the
// request's language, logged the same way.
export function unexpectedErrorResponse(err: unknown, where: string, lang: Lang = "es"): Response {
  const unavailable = isDatabaseUnavailable(err);
  console.error(unavailable ? "database_unavailable" : "unhandled_error", { where, error: describeErrorForLog(err) });
  const body = unavailable
    ? refusalBody(lang, "service_unavailable", COMMON_MESSAGES.unavailable)
    : refusalBody(lang, "internal_error", COMMON_MESSAGES.unexpected);
  return Response.json(body, {
    status: unavailable ? 503 : 500,
    headers: unavailable ? { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_S), "Cache-Control": "no-store" } : { "Cache-Control": "no-store" },
  });
}

export function notFound(c: Context) {
  return c.json(refusal(c, "not_found", COMMON_MESSAGES.notFound), 404);
}
