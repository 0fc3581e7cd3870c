import { z } from "zod";

// Every variable the worker reads. Local development needs none of them set (safe
// defaults); production fails fast naming what is missing.
const envSchema = z
  .object({
    APP_ENV: z.enum(["development", "test", "production"]).default("development"),
    LIBSQL_URL: z.string().url().default("http://127.0.0.1:8080"),
    LIBSQL_AUTH_TOKEN: z.string().optional(),
    PUBLIC_URL: z.string().url().optional(),
    MAP_TILE_URL: z.string().default(""),
    // Signs session cookies and tokens. A fixed development value is used locally.
    BETTER_AUTH_SECRET: z.string().min(32).default("hogaria-local-development-secret-0123456789"),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    // E-mail through a provider's HTTP API (Resend-compatible). Unset: the local outbox.
    MAIL_API_KEY: z.string().optional(),
    MAIL_API_URL: z.string().url().default("https://api.resend.com/emails"),
    MAIL_FROM: z.string().default("Hogaria <no-reply@hogaria.mx>"),
    // The automation webhook that receives call requests. Empty: stored, not sent (logged).
    CALL_WEBHOOK_URL: z.string().url().optional(),
    // Stripe Checkout for plans. Unset: the app's local test checkout page.
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_URL: z.string().url().default("https://api.stripe.com"),
    // The business WhatsApp number for advice links (country code included, digits only).
    WHATSAPP_BUSINESS_NUMBER: z.string().regex(/^\d{10,15}$/).default("5215512345678"),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== "production") return;
    if (!env.LIBSQL_AUTH_TOKEN && !env.LIBSQL_URL.startsWith("http://127.0.0.1")) {
      ctx.addIssue({ code: "custom", path: ["LIBSQL_AUTH_TOKEN"], message: "LIBSQL_AUTH_TOKEN is required in production" });
    }
    if (env.BETTER_AUTH_SECRET.startsWith("hogaria-local-development")) {
      ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: "BETTER_AUTH_SECRET is required in production" });
    }
    if (!env.MAIL_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["MAIL_API_KEY"], message: "MAIL_API_KEY is required in production" });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY" });
    }
    if (!env.PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "PUBLIC_URL is required in production" });
    }
  });

export type AppConfig = z.infer<typeof envSchema>;

// Bindings and plain vars as wrangler passes them.
export type Bindings = {
  ASSETS: Fetcher;
  PHOTOS: R2Bucket;
  BoardRoom: DurableObjectNamespace;
  AUTH_RATE_LIMITER: RateLimit;
  CALL_RATE_LIMITER: RateLimit;
  CONTACT_RATE_LIMITER: RateLimit;
  [key: string]: unknown;
};

// The env object lives as long as the isolate, so its parsed form is kept beside it.
const parsedConfigs = new WeakMap<object, AppConfig>();

export function readConfig(env: Record<string, unknown>): AppConfig {
  const cached = parsedConfigs.get(env);
  if (cached) return cached;
  const config = parseConfig(env);
  parsedConfigs.set(env, config);
  return config;
}

function parseConfig(env: Record<string, unknown>): AppConfig {
  const values = Object.fromEntries(
    Object.entries(env).filter(([, v]) => typeof v === "string" && v !== ""),
  );
  const parsed = envSchema.safeParse(values);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid worker configuration — ${names}`);
  }
  return parsed.data;
}
