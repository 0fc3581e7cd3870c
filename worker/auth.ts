import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema/auth";
import { DEFAULT_ROLE } from "../domain/auth/roles";
import { sendMail } from "./adapters/mail";
import type { AppConfig } from "./env";
import { resetPasswordEmail } from "./mail/reset-password";

const DAY = 60 * 60 * 24;

// Local origins allowed to call the auth API during development (Vite's dev server).
const DEV_ORIGINS = ["http://localhost:8787", "http://127.0.0.1:8787", "http://localhost:5173", "http://127.0.0.1:5173"];

// better-auth over our drizzle schema: e-mail and password, a role on the user, Google
// when configured. Inputs are validated with the domain schemas before they reach it
// (worker/routes/auth.ts).
export function createAuth(db: Db, config: AppConfig, requestOrigin: string) {
  const origin = config.PUBLIC_URL ?? requestOrigin;
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : {};
  return betterAuth({
    appName: "Hogaria",
    baseURL: origin,
    basePath: "/api/auth",
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: config.APP_ENV === "production" ? [origin] : [origin, ...DEV_ORIGINS],
    database: drizzleAdapter(db, {
      provider: "sqlite",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: DEFAULT_ROLE, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail(db, config, resetPasswordEmail(user, link));
      },
    },
    socialProviders: google,
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    rateLimit: { enabled: false }, // our own limiter (middleware/rate-limit.ts) holds across isolates
    telemetry: { enabled: false },
    logger: { level: config.APP_ENV === "test" ? "error" : "warn" },
    advanced: {
      cookiePrefix: "hogaria",
      useSecureCookies: config.APP_ENV === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.APP_ENV === "production" },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip", "x-forwarded-for"] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
