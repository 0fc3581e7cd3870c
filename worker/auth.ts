import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { ACCOUNT_SUSPENDED_CODE, OPERATOR_MESSAGES } from "../domain/trust/operator-desk";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema/auth";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, RESET_PASSWORD_PATH } from "../domain/auth/account-paths";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../domain/auth/password";
import { DEFAULT_ROLE } from "../domain/auth/roles";
import { DEFAULT_LANG, isLang, type Lang } from "../domain/i18n/lang";
import { roleSchema } from "../domain/auth/schemas";
import { sendMail } from "./adapters/mail";
import type { AppConfig } from "./env";
import { resetPasswordEmail } from "./mail/reset-password";
import { signUpAttemptMessage, verifyEmailMessage } from "./mail/verify-email";
import { changeEmailMessage } from "./mail/change-email";
import { pageUrl } from "./mail/layout";
import { authLogger } from "./logging/log-redaction";
import { trustedOrigins } from "./middleware/trusted-origins";
import { oauthLangOf } from "./services/oauth-sign-up-lang";

const DAY = 60 * 60 * 24;

// The code a refused sign-in of a suspended account answers with (its message says why).
export const ACCOUNT_SUSPENDED = ACCOUNT_SUSPENDED_CODE.toUpperCase();

// better-auth over our drizzle schema: e-mail and password, a role on the user, Google
// when configured. Only the endpoints in worker/routes/auth.ts reach it, each validated
// with the domain schemas first. `origin` is publicOrigin(config, request) (links in
// e-mails never follow the request's Host header in production).
// `verificationMailOnSignUp: false` is for a sign-up whose address is already proven (an
// agency invitation's link was opened from it): no "confirm your e-mail" message is sent.
export function createAuth(db: Db, config: AppConfig, origin: string, { verificationMailOnSignUp = true } = {}) {
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
      : {};
  return betterAuth({
    appName: "Hogaria",
    baseURL: origin,
    basePath: "/api/auth",
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: trustedOrigins(config, origin),
    database: drizzleAdapter(db, {
      provider: "sqlite",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      // "Mi perfil" changes the e-mail: the link goes to the new address and the account
      // changes only when it is opened (no update without that confirmation).
      changeEmail: { enabled: true },
      // The role is chosen once, at sign-up (databaseHooks below); no endpoint takes it as
      // input afterwards, so an owner cannot change their own role.
      additionalFields: {
        role: { type: "string", required: false, defaultValue: DEFAULT_ROLE, input: false },
        // The language the account's e-mails are written in: the sign-up page's (below).
        lang: { type: "string", required: false, defaultValue: DEFAULT_LANG, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            const body = ctx?.path === "/sign-up/email" ? (ctx.body as { role?: unknown; lang?: unknown } | undefined) : undefined;
            const chosen = body ? roleSchema.safeParse(body.role) : null;
            // A Google sign-up is created on Google's return: its page's language came in a cookie.
            const lang = body ? body.lang : ctx?.path?.startsWith("/callback/") ? oauthLangOf(ctx.headers?.get("cookie")) : null;
            return { data: { ...user, role: chosen?.success ? chosen.data : DEFAULT_ROLE, lang: isLang(lang) ? lang : DEFAULT_LANG } };
          },
        },
      },
      // A suspended account gets no session, whichever way it signs in; it reads why.
      session: {
        create: {
          before: async (session) => {
            const [user] = await db
              .select({ suspendedAt: users.suspendedAt, reason: users.suspensionReason })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.suspendedAt) {
              throw new APIError("FORBIDDEN", { code: ACCOUNT_SUSPENDED, message: OPERATOR_MESSAGES.suspendedSignIn(user.reason ?? "") });
            }
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up answers the same whether or not the address has an account (better-auth
      // does so only without its own auto sign-in); worker/routes/auth.ts signs a new
      // account in afterwards.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const lang = langOf(user);
        const link = `${pageUrl(origin, RESET_PASSWORD_PATH, lang)}?token=${encodeURIComponent(token)}`;
        await sendMail(db, config, resetPasswordEmail(user, link, lang));
      },
      onExistingUserSignUp: async ({ user }) => {
        const lang = langOf(user);
        await sendMail(db, config, signUpAttemptMessage(user, pageUrl(origin, LOGIN_PATH, lang), pageUrl(origin, FORGOT_PASSWORD_PATH, lang), lang));
      },
    },
    emailVerification: {
      sendOnSignUp: verificationMailOnSignUp,
      expiresIn: 3 * DAY,
      sendVerificationEmail: async ({ user, url }) => {
        // better-auth hands a change of address over as the user with the new e-mail.
        const [stored] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
        const changing = stored !== undefined && stored.email !== user.email.toLowerCase();
        await sendMail(db, config, changing ? changeEmailMessage(user, url, langOf(user)) : verifyEmailMessage(user, url, langOf(user)));
      },
    },
    socialProviders: google,
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    rateLimit: { enabled: false }, // our own limiter (middleware/rate-limit.ts) holds across isolates
    telemetry: { enabled: false },
    logger: authLogger(config.APP_ENV === "test" ? "error" : "warn"),
    advanced: {
      cookiePrefix: "hogaria",
      useSecureCookies: config.APP_ENV === "production",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.APP_ENV === "production" },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip", "x-forwarded-for"] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// better-auth hands the hooks the user row with its additional fields.
const langOf = (user: object): Lang => {
  const lang = (user as { lang?: unknown }).lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
};
