import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors";
import type { AppEnv } from "../types";

// Counts attempts per client address and action with Cloudflare's Rate Limiting binding,
// which holds across isolates (workerd simulates it locally).
export function rateLimit(action: string, binding: "AUTH_RATE_LIMITER" | "CALL_RATE_LIMITER" | "CONTACT_RATE_LIMITER" = "AUTH_RATE_LIMITER") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const ip = c.req.header("cf-connecting-ip") ?? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() ?? "local";
    const { success } = await c.env[binding].limit({ key: `${action}:${ip}` });
    if (!success) {
      c.header("Retry-After", "60");
      throw new ApiError(429, "rate_limited", "Demasiados intentos. Espera un minuto y vuelve a intentarlo.");
    }
    await next();
  });
}
