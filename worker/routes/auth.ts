import { Hono, type Context } from "hono";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { forgotPasswordSchema, loginSchema, newPasswordSchema, signUpSchema } from "../../domain/auth/schemas";
import { users, verifications } from "../../db/schema/auth";
import { errorBody } from "../middleware/errors";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { authErrorMessage } from "../services/auth-errors";
import { authFor } from "../services/session";
import type { AppEnv } from "../types";

const resetPasswordSchema = z.object({
  token: z.string({ error: "Este enlace ya no es válido o ya se usó. Solicita uno nuevo." }).min(1, "Este enlace ya no es válido o ya se usó. Solicita uno nuevo."),
  newPassword: newPasswordSchema,
});

// /api/auth/*: better-auth's handler, behind our validation (the domain schemas, with
// their Spanish messages) and rate limits. Its errors come back in the app's envelope.
export const authRoutes = new Hono<AppEnv>()
  .post("/sign-up/email", rateLimit("sign-up"), validate("json", signUpSchema.passthrough()), (c) =>
    forward(c, c.req.valid("json")),
  )
  .post("/sign-in/email", rateLimit("sign-in"), validate("json", loginSchema.passthrough()), (c) =>
    forward(c, c.req.valid("json")),
  )
  .post("/request-password-reset", rateLimit("password-reset"), validate("json", forgotPasswordSchema.passthrough()), (c) =>
    forward(c, c.req.valid("json")),
  )
  .post("/reset-password", rateLimit("password-reset"), validate("json", resetPasswordSchema), (c) =>
    resetAndSignIn(c, c.req.valid("json")),
  )
  .on(["GET", "POST"], "/*", (c) => forward(c));

async function forward(c: Context<AppEnv>, body?: unknown): Promise<Response> {
  const res = await authFor(c).handler(body === undefined ? c.req.raw : withJsonBody(c.req.raw, body));
  return res.ok || res.status < 400 ? res : toErrorEnvelope(res);
}

// A reset ends every session of the user (better-auth revokes them), then signs this
// browser in with the new password so the person lands on /dashboard.
async function resetAndSignIn(c: Context<AppEnv>, { token, newPassword }: z.infer<typeof resetPasswordSchema>) {
  const [owner] = await c.var.db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  const reset = await forward(c, { token, newPassword });
  if (!reset.ok || !owner) return reset;
  const signIn = await authFor(c).api.signInEmail({
    body: { email: owner.email, password: newPassword },
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

async function toErrorEnvelope(res: Response): Promise<Response> {
  const body = (await res.clone().json().catch(() => ({}))) as { code?: string };
  const headers = new Headers(res.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const code = (body.code ?? "auth_error").toLowerCase();
  return new Response(JSON.stringify(errorBody(code, authErrorMessage(body.code, res.status))), { status: res.status, headers });
}
