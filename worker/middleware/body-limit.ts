import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors";
import type { AppEnv } from "../types";

// A JSON body is a few KB; anything larger is refused before it is read or parsed.
// Uploads (multipart) carry their own, larger limits on their routes.
export const JSON_BODY_LIMIT = 64 * 1024;

const limitJson = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, "payload_too_large", "La información enviada es demasiado grande.");
  },
});

export const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.header("content-type")?.startsWith("multipart/form-data")) return next();
  return limitJson(c, next);
});
