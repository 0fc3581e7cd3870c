import * as z from "zod";
import { TEST_WHATSAPP_BUSINESS_NUMBER, WHATSAPP_NUMBER_PATTERN } from "../domain/contact/whatsapp";

// An address a page links to: https only.
const httpsUrl = z
  .string()
  .url()
  .refine((value) => value.startsWith("https://"));

// Where the worker runs. Production is the default: a deploy that sets nothing refuses to
// serve (see configProblems) instead of running with development shortcuts.
// - development: a developer's machine (`npm start`, `npm run dev`, the e2e tests). Its
//   shortcuts (the local checkout, the outbox readers, the repository's secret) exist only
//   with a database on this machine too (isLocalDevelopment).
// - test: the integration tests. No shortcut at all: its own secret and Stripe (a local fake)
//   are required as in production; it differs only in the outside services it may leave unset
//   (mail and SMS go to outbox tables that nothing serves, PUBLIC_URL, the database token).
// - production.
// Any other value is refused at start.
export const APP_ENVS = ["development", "test", "production"] as const;

// Every variable the worker reads. `npm start`, `npm run dev` and the tests set APP_ENV themselves.
const envSchema = z.object({
  APP_ENV: z.enum(APP_ENVS).default("production"),
  // On a developer's machine: the local server that `npm start` runs. Production: Turso.
  LIBSQL_URL: z.string().url().optional(),
  LIBSQL_AUTH_TOKEN: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  MAP_TILE_URL: z.string().default(""),
  // Who the tiles are from, shown on every map (e.g. "© OpenStreetMap contributors").
  MAP_TILE_ATTRIBUTION: z.string().default(""),
  // Without MAP_TILE_URL: the key of a PMTiles archive in the MAP_TILES bucket, which the
  // worker serves to the browser (worker/routes/basemap-archive.ts). Empty: the schematic map.
  MAP_TILES_ARCHIVE: z.string().default(""),
  // Signs session cookies and tokens. Only on a developer's machine may it be left unset (the
  // repository's LOCAL_AUTH_SECRET is used there, and refused anywhere else).
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  // E-mail through a provider's HTTP API (Resend-compatible). Unset: the local outbox.
  MAIL_API_KEY: z.string().optional(),
  MAIL_API_URL: z.string().url().default("https://api.resend.com/emails"),
  MAIL_FROM: z.string().default("Hogaria <no-reply@hogaria.mx>"),
  // SMS (the phone verification codes) through a Twilio-compatible HTTP API: the account's
  // id and token (HTTP Basic) and the sender, a number in +52… form or a messaging service
  // id (MG…). Unset outside production: the outbox table (read at GET /api/dev/sms on a
  // developer's machine only).
  SMS_API_URL: z.string().url().default("https://api.twilio.com"),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  // The automation webhook that receives call requests. Empty: stored, not sent (logged).
  CALL_WEBHOOK_URL: z.string().url().optional(),
  // Signs each webhook body (HMAC-SHA256) so the receiver can tell it came from Hogaria.
  CALL_WEBHOOK_SECRET: z.string().min(16).optional(),
  // Stripe Checkout for plans and services. Required but on a developer's machine, where unset
  // means the local checkout (a page that "pays" without paying).
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.string().url().default("https://api.stripe.com"),
  // CFDI 4.0 through a PAC's HTTP API (worker/adapters/cfdi.ts): its stamping endpoint and
  // key, and the issuer as SAT knows it (RFC, name, régimen, the código postal of issue).
  // Unset outside production: the local outbox (a sample XML, no fiscal value).
  CFDI_PAC_URL: z.string().url().optional(),
  CFDI_PAC_API_KEY: z.string().optional(),
  CFDI_ISSUER_RFC: z.string().optional(),
  CFDI_ISSUER_NAME: z.string().optional(),
  CFDI_ISSUER_REGIMEN: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  CFDI_ISSUER_ZIP: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  // The business WhatsApp number for advice links (country code included, digits only).
  // Required in production; elsewhere unset means the plainly fake test number.
  WHATSAPP_BUSINESS_NUMBER: z.string().regex(WHATSAPP_NUMBER_PATTERN).optional(),
  // Hogaria's social accounts, linked from the footer's icons (https). Unset: the icon, not a link.
  SOCIAL_FACEBOOK_URL: httpsUrl.optional(),
  SOCIAL_INSTAGRAM_URL: httpsUrl.optional(),
  SOCIAL_X_URL: httpsUrl.optional(),
  SOCIAL_LINKEDIN_URL: httpsUrl.optional(),
  SOCIAL_YOUTUBE_URL: httpsUrl.optional(),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type AppConfig = ParsedEnv & { LIBSQL_URL: string; BETTER_AUTH_SECRET: string; WHATSAPP_BUSINESS_NUMBER: string };

// Local values that are fine on a developer's machine and never in production.
export const LOCAL_LIBSQL_URL = "http://127.0.0.1:8080";
export const LOCAL_AUTH_SECRET = "hogaria-local-development-secret-0123456789";

// The bindings wrangler.toml declares, as `wrangler types` writes them (types/worker-env.d.ts),
// and the optional ones it leaves commented out: MAP_TILES, the bucket with the basemap's
// PMTiles archive, bound only by a deploy that has one. The plain vars and secrets beside
// them are read only through the schema above.
export type Bindings = Env & { MAP_TILES?: R2Bucket };

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

// The env object lives as long as the isolate, so its parsed form is kept beside it (and a
// broken configuration is logged once per isolate, not once per request).
const parsedConfigs = new WeakMap<object, ConfigResult>();

export function loadConfig(env: object): ConfigResult {
  const cached = parsedConfigs.get(env);
  if (cached) return cached;
  const result = parseConfig(env);
  if (!result.ok) console.error("worker_configuration_invalid", { problems: result.problems });
  parsedConfigs.set(env, result);
  return result;
}

// For code that runs only once loadConfig said yes (the API, the cron trigger).
export function readConfig(env: object): AppConfig {
  const result = loadConfig(env);
  if (!result.ok) throw new Error(`Invalid worker configuration: ${result.problems.join("; ")}`);
  return result.config;
}

function parseConfig(env: object): ConfigResult {
  const values = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === "string" && v !== ""));
  const parsed = envSchema.safeParse(values);
  // Names only: a value (a secret) never reaches a log or an answer.
  if (!parsed.success) return { ok: false, problems: [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].map(invalidVariable) };
  const problems = configProblems(parsed.data);
  if (problems.length > 0) return { ok: false, problems };
  const local = onDevelopersMachine(parsed.data);
  return {
    ok: true,
    config: {
      ...parsed.data,
      LIBSQL_URL: parsed.data.LIBSQL_URL ?? LOCAL_LIBSQL_URL,
      // configProblems required it everywhere else.
      BETTER_AUTH_SECRET: parsed.data.BETTER_AUTH_SECRET ?? (local ? LOCAL_AUTH_SECRET : ""),
      WHATSAPP_BUSINESS_NUMBER: parsed.data.WHATSAPP_BUSINESS_NUMBER ?? TEST_WHATSAPP_BUSINESS_NUMBER,
    },
  };
}

const invalidVariable = (name: string) =>
  name === "APP_ENV" ? `APP_ENV no es válido (debe ser ${APP_ENVS.slice(0, -1).join(", ")} o ${APP_ENVS.at(-1)})` : `${name} no es válido`;

// What each APP_ENV cannot run without. Production: everything it talks to. Anywhere but a
// developer's machine: its own signing secret (never the repository's) and a real payment
// provider, so no account gets a plan or a signed token for free.
export function configProblems(env: ParsedEnv): string[] {
  if (env.APP_ENV !== "production") return onDevelopersMachine(env) ? [] : closedDoorMissing(env).map((name) => `falta ${name}`);
  const missing = closedDoorMissing(env);
  if (!env.PUBLIC_URL) missing.push("PUBLIC_URL");
  if (!env.LIBSQL_AUTH_TOKEN) missing.push("LIBSQL_AUTH_TOKEN");
  if (!env.MAIL_API_KEY) missing.push("MAIL_API_KEY");
  // Without them no advertiser could verify a phone, so nobody could publish.
  if (!env.SMS_ACCOUNT_SID) missing.push("SMS_ACCOUNT_SID");
  if (!env.SMS_AUTH_TOKEN) missing.push("SMS_AUTH_TOKEN");
  if (!env.SMS_FROM) missing.push("SMS_FROM");
  // Every advice button opens this chat: a made-up number would send people to a stranger.
  if (!env.WHATSAPP_BUSINESS_NUMBER) missing.push("WHATSAPP_BUSINESS_NUMBER");
  // Every payment is invoiced: without a PAC no CFDI could be stamped.
  for (const name of ["CFDI_PAC_URL", "CFDI_PAC_API_KEY", "CFDI_ISSUER_RFC", "CFDI_ISSUER_NAME", "CFDI_ISSUER_REGIMEN", "CFDI_ISSUER_ZIP"] as const)
    if (!env[name]) missing.push(name);
  if (env.CALL_WEBHOOK_URL && !env.CALL_WEBHOOK_SECRET) missing.push("CALL_WEBHOOK_SECRET");
  return missing.map((name) => `falta ${name}`);
}

// What every environment but a developer's machine needs to keep its doors shut (names).
function closedDoorMissing(env: ParsedEnv): string[] {
  const missing: string[] = [];
  if (!env.BETTER_AUTH_SECRET || env.BETTER_AUTH_SECRET === LOCAL_AUTH_SECRET) missing.push("BETTER_AUTH_SECRET");
  if (!env.LIBSQL_URL) missing.push("LIBSQL_URL");
  if (!env.STRIPE_SECRET_KEY) missing.push("STRIPE_SECRET_KEY");
  if (!env.STRIPE_WEBHOOK_SECRET) missing.push("STRIPE_WEBHOOK_SECRET");
  return missing;
}

// A developer's machine: APP_ENV=development and a database on this machine (unset: the
// local server `npm start` runs).
function onDevelopersMachine(env: Pick<ParsedEnv, "APP_ENV" | "LIBSQL_URL">): boolean {
  if (env.APP_ENV !== "development") return false;
  const { hostname } = new URL(env.LIBSQL_URL ?? LOCAL_LIBSQL_URL);
  return hostname === "127.0.0.1" || hostname === "localhost" || hostname === "[::1]";
}

// Development helpers (the outbox readers, the local checkout, the repository's secret, the
// local development origins) exist only on a developer's machine.
export function isLocalDevelopment(config: Pick<AppConfig, "APP_ENV" | "LIBSQL_URL">): boolean {
  return onDevelopersMachine(config);
}
