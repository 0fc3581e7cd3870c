import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors";
import type { AppEnv } from "../types";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { IMPORT_API_LIMITS } from "../../domain/listing-imports/import-limits";

// A body is a few KB of JSON; anything larger is refused before it is read or parsed.
// The exceptions are image uploads (a listing's photo, an agency's logo, a person's photo), which have their
// own, larger limits (checked on their routes before they read), and an import's chunk of
// rows, which has its own cap; every other route gets this cap whatever it claims to be.
export const JSON_BODY_LIMIT = 64 * 1024;

const limitJson = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, "payload_too_large", COMMON_MESSAGES.tooLarge);
  },
});

// An import's chunk of rows (POST /api/listing-imports/rows): up to 100 whole listings.
const limitImportRows = bodyLimit({
  maxSize: IMPORT_API_LIMITS.rowsBodyBytesMax,
  onError: () => {
    throw new ApiError(413, "payload_too_large", COMMON_MESSAGES.tooLarge);
  },
});
const IMPORT_ROWS = "/api/listing-imports/rows";

const PHOTO_UPLOAD = /^\/api\/(listings\/[^/]+\/photos|my-agency(\/logo|\/verification)?|my-profile\/avatar)$/;

// An upload (a listing's photo, an agency's logo, an agency's sign-up and its verification
// with the proof of address): the requests whose body is neither small nor JSON
// (multipart, with their own limits checked on their routes).
export const isPhotoUpload = (method: string, path: string) => method === "POST" && PHOTO_UPLOAD.test(path);

export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  if (isPhotoUpload(c.req.method, c.req.path)) return next();
  if (c.req.method === "POST" && c.req.path === IMPORT_ROWS) return limitImportRows(c, next);
  return limitJson(c, next);
});
