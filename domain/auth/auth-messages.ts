import type { TextsLike } from "../i18n/bilingual";

// What signing in, signing up and the session answer in Spanish (the worker's translation
// of better-auth's codes, the forms' schemas and the web's toasts read these). The spec's
// own words stay word for word (domain/spec-texts.test.ts holds them).
export const AUTH_MESSAGES = {
  emailRequired: "Email es requerido",
  emailInvalid: "Ingresa un email válido",
  // The same answer for an unknown e-mail and a wrong password: it does not tell which.
  wrongCredentials: "Email o contraseña incorrectos",
  passwordRequired: "Contraseña es requerida",
  createAccountFailed: "No se pudo crear la cuenta",
  googleUnavailable: "El inicio de sesión con Google no está disponible por ahora.",
  sessionExpired: "Tu sesión expiró. Inicia sesión de nuevo.",
  emailAlreadyVerified: "Tu correo ya está confirmado.",
  emailMismatch: "Ese correo no es el de tu cuenta.",
} as const;

export const AUTH_MESSAGES_EN: TextsLike<typeof AUTH_MESSAGES> = {
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email",
  wrongCredentials: "Wrong email or password",
  passwordRequired: "Password is required",
  createAccountFailed: "The account could not be created",
  googleUnavailable: "Signing in with Google is not available right now.",
  sessionExpired: "Your session expired. Sign in again.",
  emailAlreadyVerified: "Your email is already confirmed.",
  emailMismatch: "That email is not your account's.",
};

// The toasts and headings of signing in, signing up and resetting a password. A failure's
// toast is its title; the worker's sentence (or the wrong-credentials one) goes under it.
export const AUTH_TOASTS = {
  signInFailed: "Error",
  googleSignInFailed: "No se pudo iniciar sesión con Google",
  signUpFailed: AUTH_MESSAGES.createAccountFailed,
  googleSignUpFailed: "No se pudo registrar con Google",
  resetEmailFailed: "No se pudo enviar el email de recuperación",
  passwordUpdateFailed: "No se pudo actualizar la contraseña",
  welcome: "¡Bienvenido!",
  welcomeDetail: "Has iniciado sesión correctamente",
  accountCreated: "¡Cuenta creada!",
  resetEmailSent: "Email enviado",
  passwordUpdated: "Contraseña actualizada",
  // The heading of the view that follows a reset request.
  resetEmailSentHeading: "Email Enviado",
} as const;
