import { describe, expect, it } from "vitest";
import { PASSWORD_RULE_MESSAGE } from "../../domain/auth/password";
import { EMAIL_VERIFIED_CALLBACK } from "../../domain/auth/account-paths";
import { call, cookiesOf, freshIp, ORIGIN, testDb, uniqueEmail, untilRefused, verificationLinkFor } from "./helpers";

const PASSWORD = "Segura2026";

async function signUp(fields: Record<string, unknown> = {}) {
  const email = (fields.email as string) ?? uniqueEmail();
  const res = await call("/api/auth/sign-up/email", { body: { name: "Ana López", email, password: PASSWORD, ...fields } });
  return { res, email, cookie: cookiesOf(res) };
}

async function outbox(email: string) {
  return (await testDb().execute({ sql: 'SELECT subject, text FROM email_outbox WHERE "to" = ? ORDER BY created_at', args: [email] }))
    .rows as unknown as { subject: string; text: string }[];
}

async function me(cookie: string) {
  const res = await call("/api/me", { cookie });
  return { status: res.status, body: (await res.json()) as any };
}

describe("sign-up", () => {
  it("creates the account, signs in with a safe cookie and stores the role", async () => {
    const { res, email, cookie } = await signUp({ role: "agente" });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("hogaria.session_token="));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http outside production
    const profile = await me(cookie);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ email, name: "Ana López", role: "agente", avatar: null });
  });

  it("defaults the role to no_agente and normalises the e-mail", async () => {
    const raw = `  ${uniqueEmail("Mayus").toUpperCase()} `;
    const { res, cookie } = await signUp({ email: raw });
    expect(res.status).toBe(200);
    expect((await me(cookie)).body.data).toMatchObject({ role: "no_agente", email: raw.trim().toLowerCase() });
  });

  it("answers a taken e-mail exactly like a new one, signs nobody in and tells the owner", async () => {
    const { res: first, email } = await signUp();
    const again = await signUp({ email, name: "Otra Persona", password: "OtraClave77" });
    expect(again.res.status).toBe(first.status);
    expect(await again.res.json()).toEqual(await first.json());
    expect(again.cookie).toBe("");
    const mails = await outbox(email);
    expect(mails.map((m) => m.subject)).toContain("Intento de registro en Hogaria");
    // The account and its password are unchanged.
    expect((await call("/api/auth/sign-in/email", { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it("mails a confirmation link; the account works at once and reads as unconfirmed until it is followed", async () => {
    const { email, cookie } = await signUp({ role: "agente" });
    expect((await me(cookie)).body.data).toMatchObject({ email, emailVerified: false });
    const link = await verificationLinkFor(email);
    expect(link.startsWith(`${ORIGIN}/api/auth/verify-email?token=`)).toBe(true);
    const followed = await call(new URL(link).pathname + new URL(link).search, { redirect: "manual" });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe(EMAIL_VERIFIED_CALLBACK);
    expect((await me(cookie)).body.data.emailVerified).toBe(true);
    const broken = await call("/api/auth/verify-email?token=no-es-un-token&callbackURL=%2Fdashboard", { redirect: "manual" });
    expect(broken.status).toBe(302);
    expect(broken.headers.get("location")).toMatch(/^\/dashboard\?error=/);
  });

  it("an account created on an English page gets its e-mails in English; one from a Spanish page in Spanish", async () => {
    const { res, email } = await signUp({ lang: "en" });
    expect(res.status).toBe(200);
    const [welcome] = await outbox(email);
    expect(welcome.subject).toBe("Confirm your Hogaria e-mail");
    expect(welcome.text).toContain("welcome to Hogaria");
    expect(welcome.text).toContain("— The Hogaria team");
    expect(welcome.text).not.toMatch(/bienvenida|Confirma tu correo/);
    expect((await call("/api/auth/request-password-reset", { body: { email, redirectTo: "/reset-password" } })).status).toBe(200);
    const reset = (await outbox(email)).find((mail) => mail.subject !== welcome.subject);
    expect(reset?.subject).toBe("Reset your Hogaria password");

    const { email: spanish } = await signUp();
    expect((await outbox(spanish))[0].subject).toBe("Confirma tu correo de Hogaria");
  });

  it("refuses a language Hogaria does not speak, naming the field", async () => {
    const { res } = await signUp({ lang: "fr" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields)).toContain("lang");
  });

  it("a new confirmation e-mail can be asked for, and is rate limited per address", async () => {
    const { email } = await signUp();
    const ip = freshIp();
    const { accepted } = await untilRefused(10, async () => {
      const res = await call("/api/auth/send-verification-email", { ip, body: { email } });
      if (res.status !== 429) expect(res.status).toBe(200);
      return res;
    });
    expect(accepted).toBeGreaterThanOrEqual(10);
  });

  it.each([
    [{ password: "debil" }, "password", PASSWORD_RULE_MESSAGE],
    [{ password: "sinnumeroS" }, "password", PASSWORD_RULE_MESSAGE],
    [{ password: "SOLOMAYUS1" }, "password", PASSWORD_RULE_MESSAGE],
    [{ email: "no-es-email" }, "email", "Ingresa un email válido"],
    [{ email: "" }, "email", "Email es requerido"],
    [{ email: `${"a".repeat(250)}@x.mx` }, "email", "Ingresa un email válido"],
    [{ name: "A" }, "name", "El nombre debe tener al menos 2 caracteres"],
    [{ name: "x".repeat(51) }, "name", "El nombre no puede exceder 50 caracteres"],
    [{ role: "admin" }, "role", "Selecciona un tipo de cuenta válido"],
  ])("refuses %o with the Spanish message", async (fields, field, message) => {
    const { res } = await signUp(fields);
    expect(res.status).toBe(400);
    const body = (await res.json()) as any;
    expect(body.error.message).toBe(message);
    expect(body.error.fields[field]).toContain(message);
  });
});

describe("sign-in, session and sign-out", () => {
  it("signs in, reads the session and signs out", async () => {
    const { email } = await signUp();
    const wrong = await call("/api/auth/sign-in/email", { body: { email, password: "Incorrecta1" } });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as any).error.message).toBe("Email o contraseña incorrectos");

    const ok = await call("/api/auth/sign-in/email", { body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(ok.status).toBe(200);
    const cookie = cookiesOf(ok);
    const session = await call("/api/auth/get-session", { cookie });
    expect(((await session.json()) as any).user.email).toBe(email);

    const out = await call("/api/auth/sign-out", { method: "POST", cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it("asks for the password with the Spanish message", async () => {
    const res = await call("/api/auth/sign-in/email", { body: { email: "a@b.mx", password: "" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.message).toBe("Contraseña es requerida");
  });

  it("answers 401 with the Spanish message when nobody is signed in", async () => {
    const res = await call("/api/me");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthenticated", message: "No estás autenticado" } });
  });
});

describe("the account endpoints behind /api/auth", () => {
  it("nobody changes their own role; the name is the only profile field, checked and sanitised", async () => {
    const { cookie } = await signUp({ role: "no_agente" });
    for (const body of [{ role: "agente" }, { name: "Ana López", role: "inmobiliaria" }, { name: "Ana López", image: { $gt: "" } }]) {
      await call("/api/auth/update-user", { cookie, body });
    }
    expect((await me(cookie)).body.data).toMatchObject({ role: "no_agente", avatar: null });

    const markup = await call("/api/auth/update-user", { cookie, body: { name: "<img src=x onerror=alert(1)>Ana <b>Ruiz</b>" } });
    expect(markup.status).toBe(200);
    expect((await me(cookie)).body.data.name).toBe("Ana Ruiz");
    for (const name of ["A", "N".repeat(5028), "<b></b>"]) {
      const refused = await call("/api/auth/update-user", { cookie, body: { name } });
      expect(refused.status, name.slice(0, 10)).toBe(400);
    }
    expect((await me(cookie)).body.data.name).toBe("Ana Ruiz");
  });

  it("the role chosen at sign-up is the one stored, and only among the three", async () => {
    for (const role of ["no_agente", "agente", "inmobiliaria"] as const) {
      const { cookie } = await signUp({ role });
      expect((await me(cookie)).body.data.role).toBe(role);
    }
  });

  it("a new password follows the rule on change-password too", async () => {
    const { email, cookie } = await signUp();
    const weak = await call("/api/auth/change-password", { cookie, body: { currentPassword: PASSWORD, newPassword: "aaaaaaaa" } });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as any).error.message).toBe(PASSWORD_RULE_MESSAGE);
    const changed = await call("/api/auth/change-password", { cookie, body: { currentPassword: PASSWORD, newPassword: "NuevaClave9" } });
    expect(changed.status).toBe(200);
    expect((await call("/api/auth/sign-in/email", { body: { email, password: "NuevaClave9" } })).status).toBe(200);
    expect((await call("/api/auth/change-password", { body: { currentPassword: PASSWORD, newPassword: "NuevaClave9" } })).status).toBe(401);
  });

  it("answers 404 for every better-auth endpoint the app does not use", async () => {
    const { cookie } = await signUp();
    for (const [method, path] of [
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/revoke-sessions"],
      ["POST", "/api/auth/delete-user"],
      ["GET", "/api/auth/list-accounts"],
      ["POST", "/api/auth/unlink-account"],
      ["GET", "/api/auth/ok"],
      ["POST", "/api/auth/sign-up/email/extra"],
    ] as const) {
      const res = await call(path, { method, cookie, ...(method === "POST" ? { body: {} } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as any).error.code).toBe("not_found");
    }
  });
});

describe("roles as stored", () => {
  it.each([
    ["publisher", "agente"],
    ["inmobiliaria", "inmobiliaria"],
    ["admin", "no_agente"],
  ])("a stored '%s' reads as %s", async (stored, expected) => {
    const { email, cookie } = await signUp();
    const db = testDb();
    await db.execute({ sql: "UPDATE users SET role = ? WHERE email = ?", args: [stored, email] });
    expect((await me(cookie)).body.data.role).toBe(expected);
  });
});

describe("password reset", () => {
  async function latestResetLink(email: string): Promise<string | undefined> {
    const rs = await testDb().execute({
      sql: 'SELECT text FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC LIMIT 1',
      args: [email],
    });
    const text = rs.rows[0]?.text as string | undefined;
    return text?.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  }

  it("mails a link, sets the new password, ends other sessions and signs this browser in", async () => {
    const { email, cookie: oldSession } = await signUp();
    const request = await call("/api/auth/request-password-reset", { body: { email, redirectTo: "/reset-password" } });
    expect(request.status).toBe(200);
    const link = await latestResetLink(email);
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get("token")!;

    const weak = await call("/api/auth/reset-password", { body: { token, newPassword: "debil" } });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as any).error.message).toBe(PASSWORD_RULE_MESSAGE);

    const reset = await call("/api/auth/reset-password", { body: { token, newPassword: "NuevaClave9" } });
    expect(reset.status).toBe(200);
    const newSession = cookiesOf(reset);
    expect((await me(newSession)).status).toBe(200);
    expect((await me(oldSession)).status).toBe(401);

    const oldPassword = await call("/api/auth/sign-in/email", { body: { email, password: PASSWORD } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await call("/api/auth/sign-in/email", { body: { email, password: "NuevaClave9" } });
    expect(newPassword.status).toBe(200);

    const reused = await call("/api/auth/reset-password", { body: { token, newPassword: "OtraClave99" } });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as any).error.message).toBe("Este enlace ya no es válido o ya se usó. Solicita uno nuevo.");
  });

  it("answers an unknown e-mail exactly like a known one, and sends nothing", async () => {
    const { email } = await signUp();
    const known = await call("/api/auth/request-password-reset", { body: { email, redirectTo: "/reset-password" } });
    const unknownEmail = uniqueEmail("nadie");
    const unknown = await call("/api/auth/request-password-reset", { body: { email: unknownEmail, redirectTo: "/reset-password" } });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await latestResetLink(unknownEmail)).toBeUndefined();
  });
});

describe("rate limits", () => {
  it("stops an address after 10 sign-in attempts a minute, with a Spanish message and Retry-After", async () => {
    const ip = freshIp();
    const { accepted, refused } = await untilRefused(10, async () => {
      const res = await call("/api/auth/sign-in/email", { ip, body: { email: uniqueEmail("nadie"), password: "Incorrecta1" } });
      if (res.status !== 429) expect(res.status).toBe(401);
      return res;
    });
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(((await refused.json()) as any).error.message).toBe("Demasiados intentos. Espera un minuto y vuelve a intentarlo.");
    // Another address is not affected.
    const other = await call("/api/auth/sign-in/email", { body: { email: uniqueEmail("nadie"), password: "Incorrecta1" } });
    expect(other.status).toBe(401);
  });

  it("stops sign-in attempts on one account after 10 a minute, from however many addresses", async () => {
    const { email } = await signUp();
    // Each attempt from a new address.
    const { accepted } = await untilRefused(10, async () => {
      const res = await call("/api/auth/sign-in/email", { body: { email, password: "Incorrecta1" } });
      if (res.status !== 429) expect(res.status).toBe(401);
      return res;
    });
    expect(accepted).toBeGreaterThanOrEqual(10);
    // Even the right password waits out the minute.
    expect((await call("/api/auth/sign-in/email", { body: { email, password: PASSWORD } })).status).toBe(429);
    // Another account from the same addresses is not affected.
    const other = await signUp();
    expect((await call("/api/auth/sign-in/email", { body: { email: other.email, password: PASSWORD } })).status).toBe(200);
  });

  it("bounds the writes of one account per minute", async () => {
    const { cookie } = await signUp();
    let n = 0;
    const { accepted, refused } = await untilRefused(120, async () => {
      const res = await call("/api/auth/update-user", { cookie, body: { name: `Ana ${(n += 1)}` } });
      if (res.status !== 429) expect(res.status).toBe(200);
      return res;
    });
    expect(accepted).toBeGreaterThanOrEqual(120);
    expect(((await refused.json()) as any).error.code).toBe("rate_limited");
  });

  it("limits sign-up and reset requests too", async () => {
    const resetIp = freshIp();
    const resets = await untilRefused(10, async () => {
      const res = await call("/api/auth/request-password-reset", { ip: resetIp, body: { email: uniqueEmail() } });
      if (res.status !== 429) expect(res.status).toBe(200);
      return res;
    });
    expect(resets.accepted).toBeGreaterThanOrEqual(10);
    const signUpIp = freshIp();
    const signUps = await untilRefused(10, () => call("/api/auth/sign-up/email", { ip: signUpIp, body: { name: "Ana", email: "x", password: "y" } }));
    expect(signUps.accepted).toBeGreaterThanOrEqual(10);
  });
});

describe("development mailbox", () => {
  it("is hidden outside development", async () => {
    const res = await call("/api/dev/emails");
    expect(res.status).toBe(404);
    expect((await call("/api/dev/sms")).status).toBe(404);
  });
});
