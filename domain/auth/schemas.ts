import * as z from "zod";
import { sanitizeText } from "../text/sanitize";
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "./password";
import { ROLES, DEFAULT_ROLE } from "./roles";
import { DEFAULT_LANG, LANGS } from "../i18n/lang";
import { hasValidCharacters, INVALID_CHARACTERS_MESSAGE } from "../text/characters";
import { AUTH_MESSAGES } from "./auth-messages";
import { NAME_TOO_SHORT, PERSON_NAME_MIN } from "../text/person-name";

export const EMAIL_MAX_LENGTH = 254;

// Email: required, trimmed and lower-cased, valid, at most 254 characters.
const { emailRequired, emailInvalid } = AUTH_MESSAGES;
export const emailSchema = z
  .string({ error: emailRequired })
  .trim()
  .toLowerCase()
  .min(1, emailRequired)
  .max(EMAIL_MAX_LENGTH, emailInvalid)
  .pipe(z.email(emailInvalid));

// The length is checked first: nothing longer is examined (or, later, hashed).
export const newPasswordSchema = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE)
  .refine((pw) => checkPassword(pw).valid, PASSWORD_RULE_MESSAGE);

export const SIGN_UP_NAME_MAX = 50;
export const SIGN_UP_NAME_TOO_LONG = `El nombre no puede exceder ${SIGN_UP_NAME_MAX} caracteres`;

// A person's name: 2–50 characters, checked before it is sanitised (markup and the
// characters < > " / go), and still 2 or more once it is.
export const nameSchema = z
  .string({ error: NAME_TOO_SHORT })
  .trim()
  .min(PERSON_NAME_MIN, NAME_TOO_SHORT)
  .max(SIGN_UP_NAME_MAX, SIGN_UP_NAME_TOO_LONG)
  .refine(hasValidCharacters, INVALID_CHARACTERS_MESSAGE)
  .transform(sanitizeText)
  .pipe(z.string().min(PERSON_NAME_MIN, NAME_TOO_SHORT));

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
export const PASSWORDS_MISMATCH = "Las contraseñas no coinciden";
export const mismatch = { message: PASSWORDS_MISMATCH, path: ["confirmPassword"] };

// The register form; the API takes the same fields without confirmPassword.
export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema.default(DEFAULT_ROLE),
});

// What the sign-up API takes: the form's fields and the language of the page it was sent
// from, in which the account's e-mails are then written.
export const signUpRequestSchema = signUpSchema.extend({ lang: z.enum(LANGS).default(DEFAULT_LANG) });

export const registerFormSchema = signUpSchema.extend({ confirmPassword: z.string(), role: roleSchema }).refine(passwordsMatch, mismatch);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordFormSchema = z.object({ password: newPasswordSchema, confirmPassword: z.string() }).refine(passwordsMatch, mismatch);

export type LoginInput = z.infer<typeof loginSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
