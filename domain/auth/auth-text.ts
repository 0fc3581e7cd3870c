import { bilingual, type Bilingual } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";
import { NAME_TOO_SHORT, NAME_TOO_SHORT_EN } from "../text/person-name";
import { AUTH_MESSAGES, AUTH_MESSAGES_EN, AUTH_TOASTS } from "./auth-messages";
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from "./password";
import { ROLE_LABELS, type Role } from "./roles";
import { PASSWORDS_MISMATCH } from "./schemas";

// What signing in, signing up and recovering a password show, in each language. The
// schemas (shared with the worker) keep their Spanish messages, as the spec writes them; an
// English page shows each one's English twin, found by its Spanish words (`messageIn`).

export const AUTH_PAGE_TEXT = bilingual({
  loginTitle: { es: "Iniciar sesión", en: "Sign in" },
  loginDescription: {
    es: "Entra a tu cuenta para guardar tus favoritas y seguir tus búsquedas.",
    en: "Sign in to save your favorites and follow your searches.",
  },
  noAccount: { es: "¿No tienes cuenta?", en: "Don't have an account?" },
  registerLink: { es: "Regístrate", en: "Sign up" },
  registerTitle: { es: "Crea tu cuenta", en: "Create your account" },
  registerDescription: {
    es: "Guarda tus favoritas, sigue tus búsquedas y, si eres agente, publica tus propiedades.",
    en: "Save your favorites, follow your searches and, if you are an agent, list your properties.",
  },
  haveAccount: { es: "¿Ya tienes cuenta?", en: "Already have an account?" },
  signInLink: { es: "Inicia sesión", en: "Sign in" },
  password: { es: "Contraseña", en: "Password" },
  forgot: { es: "¿Olvidaste tu contraseña?", en: "Forgot your password?" },
  signIn: { es: "Iniciar sesión", en: "Sign in" },
  fullName: { es: "Nombre completo", en: "Full name" },
  confirmPassword: { es: "Confirmar contraseña", en: "Confirm password" },
  accountType: { es: "Tipo de cuenta", en: "Account type" },
  createAccount: { es: "Crear cuenta", en: "Create account" },
  recoverPassword: { es: "Recuperar contraseña", en: "Recover password" },
  or: { es: "o", en: "or" },
  google: { es: "Continuar con Google", en: "Continue with Google" },
  loading: { es: "Cargando…", en: "Loading…" },
  ruleMet: { es: "(cumplido)", en: "(met)" },
  rulePending: { es: "(pendiente)", en: "(pending)" },
  sendLink: { es: "Enviar enlace", en: "Send link" },
  emailSentHeading: { es: AUTH_TOASTS.resetEmailSentHeading, en: "Email Sent" },
  checkInbox: {
    es: "Revisa la bandeja de entrada de",
    en: "Check the inbox of",
  },
  checkInboxRest: {
    es: ". Si hay una cuenta con ese email, te llegará un enlace para crear una nueva contraseña. Vence en 1 hora.",
    en: ". If there is an account with that email, a link to create a new password will arrive. It expires in 1 hour.",
  },
  checkSpam: {
    es: "¿No lo ves? Busca también en la carpeta de spam o correo no deseado.",
    en: "Can't see it? Look in your spam or junk folder too.",
  },
  backToLogin: { es: "Volver a iniciar sesión", en: "Back to sign in" },
  tryAgain: { es: "Intentar de nuevo", en: "Try again" },
  remembered: { es: "¿La recordaste?", en: "Remembered it?" },
  newPasswordTitle: { es: "Crea una nueva contraseña", en: "Create a new password" },
  newPasswordDescription: { es: "Elige una contraseña que no uses en otros sitios.", en: "Choose a password you do not use anywhere else." },
  newPassword: { es: "Nueva contraseña", en: "New password" },
  savePassword: { es: "Guardar contraseña", en: "Save password" },
  invalidLinkTitle: { es: "Este enlace ya no es válido", en: "This link is no longer valid" },
  invalidLinkWhy: {
    es: "Por seguridad, cada enlace funciona una sola vez y vence en 1 hora.",
    en: "For your security, each link works only once and expires in 1 hour.",
  },
  resendFailed: { es: "No se pudo reenviar el correo", en: "The email could not be sent again" },
  askNewLink: { es: "Solicitar un enlace nuevo", en: "Ask for a new link" },
  forgotDescription: {
    es: "Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una nueva.",
    en: "Enter your account's email and we will send you a link to create a new one.",
  },
});

/** The account types, as the sign-up form offers them. */
export const ROLE_TEXT: Readonly<Record<Role, Bilingual<{ label: string; hint: string }>>> = {
  no_agente: {
    es: { label: ROLE_LABELS.no_agente, hint: "Quiero rentar o comprar" },
    en: { label: "Looking for a property", hint: "I want to rent or buy" },
  },
  agente: {
    es: { label: ROLE_LABELS.agente, hint: "Publico propiedades y atiendo clientes" },
    en: { label: "Real estate agent", hint: "I list properties and serve clients" },
  },
  inmobiliaria: {
    es: { label: ROLE_LABELS.inmobiliaria, hint: "Administro agentes y propiedades" },
    en: { label: "Real estate agency", hint: "I manage agents and properties" },
  },
};

const [minLength, upper, lower, digit] = checkPassword("").messages;

/** The messages the account forms can show (validation, the worker's answers, toasts). */
export const AUTH_MESSAGE_TEXTS: readonly Bilingual[] = [
  { es: AUTH_MESSAGES.emailRequired, en: AUTH_MESSAGES_EN.emailRequired },
  { es: AUTH_MESSAGES.emailInvalid, en: AUTH_MESSAGES_EN.emailInvalid },
  { es: AUTH_MESSAGES.wrongCredentials, en: AUTH_MESSAGES_EN.wrongCredentials },
  { es: AUTH_MESSAGES.passwordRequired, en: AUTH_MESSAGES_EN.passwordRequired },
  { es: AUTH_MESSAGES.createAccountFailed, en: AUTH_MESSAGES_EN.createAccountFailed },
  { es: AUTH_MESSAGES.googleUnavailable, en: AUTH_MESSAGES_EN.googleUnavailable },
  { es: AUTH_MESSAGES.sessionExpired, en: AUTH_MESSAGES_EN.sessionExpired },
  { es: AUTH_MESSAGES.emailAlreadyVerified, en: AUTH_MESSAGES_EN.emailAlreadyVerified },
  { es: AUTH_MESSAGES.emailMismatch, en: AUTH_MESSAGES_EN.emailMismatch },
  { es: AUTH_TOASTS.googleSignInFailed, en: "Could not sign in with Google" },
  { es: AUTH_TOASTS.googleSignUpFailed, en: "Could not sign up with Google" },
  { es: AUTH_TOASTS.resetEmailFailed, en: "The recovery email could not be sent" },
  { es: AUTH_TOASTS.welcome, en: "Welcome!" },
  { es: AUTH_TOASTS.welcomeDetail, en: "You are signed in" },
  { es: AUTH_TOASTS.accountCreated, en: "Account created!" },
  { es: AUTH_TOASTS.resetEmailSent, en: "Email sent" },
  { es: AUTH_TOASTS.passwordUpdateFailed, en: "The password could not be updated" },
  { es: AUTH_TOASTS.passwordUpdated, en: "Password updated" },
  {
    es: PASSWORD_RULE_MESSAGE,
    en: `The password needs at least ${PASSWORD_MIN_LENGTH} characters, an uppercase letter, a lowercase letter and a number`,
  },
  { es: PASSWORD_TOO_LONG_MESSAGE, en: `The password cannot be longer than ${PASSWORD_MAX_LENGTH} characters` },
  { es: PASSWORDS_MISMATCH, en: "The passwords do not match" },
  { es: NAME_TOO_SHORT, en: NAME_TOO_SHORT_EN },
  { es: minLength, en: `At least ${PASSWORD_MIN_LENGTH} characters` },
  { es: upper, en: "An uppercase letter" },
  { es: lower, en: "A lowercase letter" },
  { es: digit, en: "A number" },
];

const ENGLISH_BY_SPANISH = new Map(AUTH_MESSAGE_TEXTS.map((text) => [text.es, text.en]));

/** A message of the account forms (in the Spanish the schemas and the worker write) in `lang`. */
export function messageIn(message: string, lang: Lang): string {
  return lang === "es" ? message : (ENGLISH_BY_SPANISH.get(message) ?? message);
}
