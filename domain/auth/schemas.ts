import { z } from "zod";
import { sanitizeText } from "../text/sanitize";
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "./password";
import { ROLES, DEFAULT_ROLE } from "./roles";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { AUTH_MESSAGES } from "./auth-messages";
import { NAME_TOO_SHORT } from "../text/person-name";

export const EMAIL_MAX_LENGTH = 254;

// Email: required, trimmed and lower-cased, valid, at most 254 characters.
const EMAIL_REQUIRED = "Escribe tu correo electrónico";
const EMAIL_INVALID = "Ingresa un correo electrónico válido";
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(EMAIL_MAX_LENGTH, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID));

// The length is checked first: nothing longer is examined (or, later, hashed).
export const newPasswordSchema = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
  .refine((pw) => checkPassword(pw).valid, PASSWORD_RULE_MESSAGE);

// A person's name: 2–50 characters, checked before it is sanitised (markup and the
// characters < > " / go), and still 2 or more once it is.
export const nameSchema = z
  .string({ error: NAME_TOO_SHORT })
  .trim()
  .min(2, NAME_TOO_SHORT)
  .max(50, "El nombre no puede exceder 50 caracteres")
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
  .transform(sanitizeText)
  .pipe(z.string().min(2, NAME_TOO_SHORT));

export const roleSchema = z.enum(ROLES, { error: "Selecciona un tipo de cuenta válido" });

// A password typed to prove who one is (signing in, changing it): any text up to the limit;
// the password rule applies only to new ones.
export const enteredPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

export const loginSchema = z.object({
  email: emailSchema,
  password: enteredPasswordSchema,
});

export const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
export const mismatch = { message: "Las contraseñas no coinciden", path: ["confirmPassword"] };

// The register form; the API takes the same fields without confirmPassword.
export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema.default(DEFAULT_ROLE),
});

export const registerFormSchema = signUpSchema.extend({ confirmPassword: z.string(), role: roleSchema }).refine(passwordsMatch, mismatch);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordFormSchema = z.object({ password: newPasswordSchema, confirmPassword: z.string() }).refine(passwordsMatch, mismatch);

export type LoginInput = z.infer<typeof loginSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
