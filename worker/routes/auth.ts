import { Hono, type Context } from "hono";
import * as z from "zod";
import { ACCOUNT_MESSAGES } from "../../domain/auth/account-messages";
import { EMAIL_VERIFIED_CALLBACK, OAUTH_RETURN_PATH_MAX } from "../../domain/auth/account-paths";
import {
  emailSchema,
  enteredPasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  nameSchema,
  newPasswordSchema,
  signUpRequestSchema,
} from "../../domain/auth/schemas";
import { ACCOUNT_SUSPENDED } from "../auth";
import { ApiError, errorBody, refusalBody } from "../middleware/errors";
import { requestLang } from "../middleware/request-lang";
import { accountRateLimit, rateLimit } from "../middleware/rate-limit";
import { authErrorMessage } from "../services/auth-errors";
import { resetTokenOwnerEmail } from "../services/password-reset";
import { authFor } from "../services/session";
import type { AppEnv } from "../types";
import { pathInLang, type Lang } from "../../domain/i18n/lang";
import { oauthLangCookie } from "../services/oauth-sign-up-lang";
import { AUTH_MESSAGES } from "../../domain/auth/auth-messages";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { EMAIL_CHANGED_CALLBACK, PROFILE_MESSAGES } from "../../domain/profile/my-profile";
import { route } from "../route-declaration/route";

const INVALID_LINK = ACCOUNT_MESSAGES.linkNoLongerValid;

const resetPasswordSchema = z.object({
  token: z.string({ error: INVALID_LINK }).min(1, INVALID_LINK).max(200, INVALID_LINK),
  newPassword: newPasswordSchema,
});

const changePasswordSchema = z.object({
  currentPassword: enteredPasswordSchema,
  newPassword: newPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

const socialSignInSchema = z.object({
  provider: z.literal("google", { error: AUTH_MESSAGES.googleUnavailable }),
  // better-auth refuses a callback on another origin; this keeps it a path.
  callbackURL: z
    .string()
    .max(OAUTH_RETURN_PATH_MAX)
    .regex(/^\/(?![/\\])[^\s]*$/, "Dirección de regreso no válida.")
    .optional(),
});

const resendVerificationSchema = z.object({ email: emailSchema });
const signInSchema = loginSchema.extend({ rememberMe: z.boolean().optional() });

// /api/auth/*: only the better-auth endpoints the app uses, each behind our validation (the
// domain schemas, with their Spanish messages) and rate limits. Anything else under
// /api/auth answers 404. Errors come back in the app's envelope.
export const authRoutes = new Hono<AppEnv>()
  .get("/get-session", route({ summary: "The session, if any (better-auth's answer).", access: "public" }), (c) => forward(c))
  .post("/sign-out", route({ summary: "Ends the session (better-auth).", access: "public" }), (c) => forward(c, {}))
  .post(
    "/sign-up/email",
    rateLimit("sign-up"),
    route({
      summary: "A new account with e-mail and password, signed in at once (the same answer for an address that has one).",
      access: "public",
      input: { json: signUpRequestSchema },
    }),
    (c) => signUp(c, c.req.valid("json")),
  )
  .post(
    "/sign-in/email",
    rateLimit("sign-in"),
    route({ summary: "Signs in with e-mail and password (better-auth).", access: "public", input: { json: signInSchema } }),
    accountRateLimit("sign-in", (c) => (c.req.valid as (t: "json") => { email: string })("json").email),
    (c) => forward(c, c.req.valid("json")),
  )
  .post(
    "/sign-in/social",
    rateLimit("sign-in"),
    route({ summary: "Starts signing in with Google (better-auth).", access: "public", input: { json: socialSignInSchema } }),
    async (c) => {
      const started = await forward(c, c.req.valid("json"));
      if (!started.ok) return started;
      // The language of the page it was started from, for an account Google's return creates.
      const res = new Response(started.body, started);
      res.headers.append("Set-Cookie", oauthLangCookie(requestLang(c), c.var.config.APP_ENV === "production"));
      return res;
    },
  )
  .get("/callback/:provider", route({ summary: "Google's return (better-auth; its state is the key).", access: "public" }), (c) => forward(c))
  .get(
    "/verify-email",
    route({ summary: "The link of the confirmation e-mail (better-auth; its signed token is the key).", access: "public" }),
    (c) => forward(c),
  )
  .post(
    "/send-verification-email",
    rateLimit("verify-email"),
    route({ summary: "Sends the confirmation e-mail again.", access: "public", input: { json: resendVerificationSchema } }),
    accountRateLimit("verify-email", (c) => (c.req.valid as (t: "json") => { email: string })("json").email),
    (c) => forward(c, { email: c.req.valid("json").email, callbackURL: EMAIL_VERIFIED_CALLBACK }),
  )
  // The same answer for every address (better-auth's own is English, and says so).
  .post(
    "/request-password-reset",
    rateLimit("password-reset"),
    route({ summary: "E-mails a password reset link (the same answer for every address).", access: "public", input: { json: forgotPasswordSchema } }),
    async (c) => {
      const sent = await forward(c, { email: c.req.valid("json").email });
      return sent.ok ? c.json({ data: { status: true } }) : sent;
    },
  )
  .post(
    "/reset-password",
    rateLimit("password-reset"),
    route({ summary: "A new password from the reset link's token, then signed in.", access: "public", input: { json: resetPasswordSchema } }),
    (c) => resetAndSignIn(c, c.req.valid("json")),
  )
  // Only the name: the role, the e-mail and the picture are not the owner's to set here.
  .post(
    "/update-user",
    route({ summary: "Changes the account's name (only the name).", access: "signed-in", input: { json: z.object({ name: nameSchema }) } }),
    (c) => forward(c, { name: c.req.valid("json").name }),
  )
  .post(
    "/change-password",
    route({
      summary: "Changes the password (the current one confirms it).",
      access: "signed-in",
      limits: [accountRateLimit("change-password", (c) => c.var.user.id)],
      input: { json: changePasswordSchema },
    }),
    (c) => forward(c, c.req.valid("json")),
  )
  // A new address is changed only once its owner opens the link sent to it (better-auth's
  // change-email-verification): until then the account keeps the old one.
  .post(
    "/change-email",
    route({
      summary: "Asks to change the address: it changes once its owner opens the link sent to it.",
      access: "signed-in",
      limits: [accountRateLimit("change-email", (c) => c.var.user.id)],
      input: { json: z.object({ newEmail: emailSchema }) },
    }),
    (c) => {
      const newEmail = c.req.valid("json").newEmail;
      if (newEmail === c.var.user.email)
        throw new ApiError(400, "validation_error", PROFILE_MESSAGES.emailSame, { newEmail: [PROFILE_MESSAGES.emailSame] });
      return forward(c, { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK });
    },
  )
  .all("/*", route({ summary: "Any other better-auth endpoint: 404.", access: "public" }), () => {
    throw new ApiError(404, "not_found", COMMON_MESSAGES.notFound);
  });

async function forward(c: Context<AppEnv>, body?: unknown): Promise<Response> {
  const res = await authFor(c).handler(body === undefined ? c.req.raw : withJsonBody(c.req.raw, body));
  return res.ok || res.status < 400 ? res : toErrorEnvelope(res, requestLang(c));
}

// The same answer whether the address is new or already has an account (better-auth
// answers a duplicate like a new account and e-mails its owner). A new account is then
// signed in with the password just chosen, so it works at once; for an existing address
// that sign-in fails unless the person is its owner, and nothing says which case it was.
async function signUp(c: Context<AppEnv>, input: z.infer<typeof signUpRequestSchema>): Promise<Response> {
  const created = await forward(c, { ...input, callbackURL: pathInLang(EMAIL_VERIFIED_CALLBACK, input.lang) });
  if (!created.ok) return created;
  const res = c.json({ data: { status: true } });
  const signIn = await authFor(c)
    .api.signInEmail({ body: { email: input.email, password: input.password }, headers: c.req.raw.headers, asResponse: true })
    .catch(() => null);
  if (signIn?.ok) for (const cookie of signIn.headers.getSetCookie()) res.headers.append("Set-Cookie", cookie);
  return res;
}

// A reset ends every session of the user (better-auth revokes them), then signs this
// browser in with the new password so the person lands on /dashboard.
async function resetAndSignIn(c: Context<AppEnv>, { token, newPassword }: z.infer<typeof resetPasswordSchema>) {
  const ownerEmail = await resetTokenOwnerEmail(c.var.db, token);
  const reset = await forward(c, { token, newPassword });
  if (!reset.ok || !ownerEmail) return reset;
  const signIn = await authFor(c).api.signInEmail({
    body: { email: ownerEmail, password: newPassword },
    headers: c.req.raw.headers,
    asResponse: true,
  });
  const res = c.json({ data: { status: true } });
  for (const cookie of signIn.headers.getSetCookie()) res.headers.append("Set-Cookie", cookie);
  return res;
}

function withJsonBody(original: Request, body: unknown): Request {
  const headers = new Headers(original.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Request(original.url, { method: original.method, headers, body: JSON.stringify(body) });
}

// better-auth's refusal in our envelope and words, in the language of the page that asked.
async function toErrorEnvelope(res: Response, lang: Lang): Promise<Response> {
  const body = (await res
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(res.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const code = (body.code ?? "auth_error").toLowerCase();
  // A suspended account's refusal carries the operator's reason as the operator wrote it.
  const envelope =
    body.code === ACCOUNT_SUSPENDED && body.message
      ? errorBody(code, body.message)
      : refusalBody(lang, code, authErrorMessage(body.code, res.status));
  return new Response(JSON.stringify(envelope), { status: res.status, headers });
}
