import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import type { Bindings } from "../env";
import { ApiError } from "./errors";
import type { AppEnv } from "../types";

type LimiterName = "AUTH_RATE_LIMITER" | "CALL_RATE_LIMITER" | "CONTACT_RATE_LIMITER" | "ACCOUNT_RATE_LIMITER" | "WRITE_RATE_LIMITER";

// Every limiter counts over one minute (wrangler.toml), so a refused caller waits that long.
const RETRY_AFTER_S = 60;

// Counts one attempt under `key` with a Cloudflare Rate Limiting binding, which holds
// across isolates (workerd simulates it locally). Over the limit: 429 with Retry-After.
export async function spendAttempt(env: Bindings, binding: LimiterName, key: string, message: string = COMMON_MESSAGES.rateLimited): Promise<void> {
  const { success } = await env[binding].limit({ key });
  if (!success) throw rateLimited(message);
}

export function rateLimited(message: string = COMMON_MESSAGES.rateLimited): ApiError {
  const error = new ApiError(429, "rate_limited", message);
  error.headers = { "Retry-After": String(RETRY_AFTER_S) };
  return error;
}

export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header("cf-connecting-ip") ?? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() ?? "local";
}

// Attempts per client address and action.
export function rateLimit(action: string, binding: LimiterName = "AUTH_RATE_LIMITER") {
  return createMiddleware<AppEnv>(async (c, next) => {
    await spendAttempt(c.env, binding, `${action}:${clientAddress(c)}`);
    await next();
  });
}

// Attempts per account, whatever address they come from (credential stuffing spreads over
// many): keyed on what the validated body names (the e-mail), after validation.
export function accountRateLimit(action: string, accountOf: (c: Context<AppEnv>) => string | null | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const account = accountOf(c);
    if (account) await spendAttempt(c.env, "ACCOUNT_RATE_LIMITER", `${action}:${account.toLowerCase()}`);
    await next();
  });
}
