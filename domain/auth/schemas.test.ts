import { describe, expect, it } from "vitest";
import { checkPassword, PASSWORD_RULE_MESSAGE } from "./password";
import { normalizeRole } from "./roles";
import { loginSchema, registerFormSchema, resetPasswordFormSchema, signUpSchema } from "./schemas";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues[0] && { message: r.error.issues[0].message, path: r.error.issues[0].path.join(".") };

describe("emails", () => {
  it("are trimmed and lower-cased", () => {
    expect(loginSchema.parse({ email: "  Ana@Hogaria.MX ", password: "x" }).email).toBe("ana@hogaria.mx");
  });
  it("are required, valid and at most 254 characters", () => {
    expect(firstMessage(loginSchema.safeParse({ email: "  ", password: "x" }))?.message).toBe("Email es requerido");
    expect(firstMessage(loginSchema.safeParse({ email: "ana@", password: "x" }))?.message).toBe("Ingresa un email válido");
    const long = `${"a".repeat(250)}@b.mx`;
    expect(loginSchema.safeParse({ email: long, password: "x" }).success).toBe(false);
  });
});

describe("login", () => {
  it("needs a password", () => {
    expect(firstMessage(loginSchema.safeParse({ email: "a@b.mx", password: "" }))).toEqual({
      message: "Contraseña es requerida",
      path: "password",
    });
  });
});

describe("register", () => {
  const valid = { name: "Ana López", email: "ana@hogaria.mx", password: "Segura2026", confirmPassword: "Segura2026", role: "agente" };

  it("accepts a valid form", () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });
  it("limits the name to 2–50 characters", () => {
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, name: " A " }))?.message).toBe("El nombre debe tener al menos 2 caracteres");
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, name: "x".repeat(51) }))?.message).toBe("El nombre no puede exceder 50 caracteres");
  });
  it("asks for 8 characters with upper, lower and a number, in one message", () => {
    for (const password of ["corta1A", "sinmayuscula1", "SINMINUSCULA1", "SinNumeros"]) {
      const r = registerFormSchema.safeParse({ ...valid, password, confirmPassword: password });
      expect(firstMessage(r)).toEqual({ message: PASSWORD_RULE_MESSAGE, path: "password" });
    }
  });
  it("puts a mismatch on the confirm field", () => {
    expect(firstMessage(registerFormSchema.safeParse({ ...valid, confirmPassword: "Otra2026x" }))).toEqual({
      message: "Las contraseñas no coinciden",
      path: "confirmPassword",
    });
  });
  it("defaults the API role to no_agente and refuses unknown roles", () => {
    const { confirmPassword: _, role: __, ...api } = valid;
    expect(signUpSchema.parse(api).role).toBe("no_agente");
    expect(signUpSchema.safeParse({ ...api, role: "admin" }).success).toBe(false);
  });
});

describe("reset password", () => {
  it("applies the password rule and the confirm check", () => {
    expect(resetPasswordFormSchema.safeParse({ password: "Nueva2026", confirmPassword: "Nueva2026" }).success).toBe(true);
    expect(firstMessage(resetPasswordFormSchema.safeParse({ password: "nueva", confirmPassword: "nueva" }))?.message).toBe(PASSWORD_RULE_MESSAGE);
  });
});

describe("checkPassword", () => {
  it("lists every unmet rule", () => {
    expect(checkPassword("abc")).toEqual({ valid: false, messages: ["Al menos 8 caracteres", "Una letra mayúscula", "Un número"] });
    expect(checkPassword("Abcdefg1")).toEqual({ valid: true, messages: [] });
  });
});

describe("normalizeRole", () => {
  it("maps stored roles", () => {
    expect(normalizeRole("publisher")).toBe("agente");
    expect(normalizeRole("agente")).toBe("agente");
    expect(normalizeRole("inmobiliaria")).toBe("inmobiliaria");
    expect(normalizeRole("admin")).toBe("no_agente");
    expect(normalizeRole(null)).toBe("no_agente");
  });
});
