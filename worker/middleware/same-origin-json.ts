import { createMiddleware } from "hono/factory";
import { isPhotoUpload } from "./body-limit";
import { isTrustedSource } from "./trusted-origins";
import { ApiError } from "./errors";
import type { AppEnv } from "../types";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Callers that are not a browser on our pages: Stripe signs its webhook (checked on its route).
const NOT_FROM_A_PAGE = new Set(["/api/stripe/webhook"]);

// Writes come from our own pages and carry JSON: an unsafe method needs an Origin (or
// Referer) we trust, and a body, when there is one, must be application/json. A form, a
// text/plain or a multipart POST from elsewhere (which a browser sends without asking
// first) is refused before any route reads it.
export const sameOriginJson = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || NOT_FROM_A_PAGE.has(c.req.path)) return next();
  if (!isTrustedSource(c.var.config, c.req.raw)) {
    throw new ApiError(403, "forbidden_origin", COMMON_MESSAGES.forbiddenOrigin);
  }
  if (hasBody(c.req.raw) && !isPhotoUpload(c.req.method, c.req.path) && !isJson(c.req.header("content-type"))) {
    throw new ApiError(415, "unsupported_media_type", COMMON_MESSAGES.jsonOnly);
  }
  await next();
});

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return length !== "0";
  return request.body !== null;
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? "");
}
