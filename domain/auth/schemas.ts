import { z } from "zod";
import { checkPassword, PASSWORD_RULE_MESSAGE } from "./password";
import { ROLES, DEFAULT_ROLE } from "./roles";

export const EMAIL_MAX_LENGTH = 254;

// Email: required, trimmed and lower-cased, valid, at most 254 characters.
export const emailSchema = z
  .string({ error: "Email es requerido" })
  .trim()
  .toLowerCase()
  .min(1, "Email es requerido")
  .max(EMAIL_MAX_LENGTH, "Ingresa un email válido")
  .pipe(z.email("Ingresa un email válido"));

export const newPasswordSchema = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .refine((pw) => checkPassword(pw).valid, PASSWORD_RULE_MESSAGE)
  .refine((pw) => pw.length <= 128, "La contraseña no puede exceder 128 caracteres");

export const nameSchema = z
  .string({ error: "El nombre debe tener al menos 2 caracteres" })
  .trim()
  .min(2, "El nombre debe tener al menos 2 caracteres")
  .max(50, "El nombre no puede exceder 50 caracteres");

export const roleSchema = z.enum(ROLES, { error: "Selecciona un tipo de cuenta válido" });

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Contraseña es requerida" }).min(1, "Contraseña es requerida"),
});

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const mismatch = { message: "Las contraseñas no coinciden", path: ["confirmPassword"] };

// The register form; the API takes the same fields without confirmPassword.
export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema.default(DEFAULT_ROLE),
});

export const registerFormSchema = signUpSchema
  .extend({ confirmPassword: z.string(), role: roleSchema })
  .refine(passwordsMatch, mismatch);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, mismatch);

export type LoginInput = z.infer<typeof loginSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
