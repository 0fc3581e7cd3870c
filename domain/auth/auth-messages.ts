// What signing in, signing up and the session answer in Spanish (the worker's translation
// of better-auth's codes, the forms' schemas and the web's toasts read these).
export const AUTH_MESSAGES = {
  // The same answer for an unknown e-mail and a wrong password: it does not tell which.
  wrongCredentials: "Correo o contraseña incorrectos",
  passwordRequired: "Contraseña es requerida",
  createAccountFailed: "No se pudo crear la cuenta",
  googleUnavailable: "El inicio de sesión con Google no está disponible por ahora.",
  sessionExpired: "Tu sesión expiró. Inicia sesión de nuevo.",
  emailAlreadyVerified: "Tu correo ya está confirmado.",
  emailMismatch: "Ese correo no es el de tu cuenta.",
} as const;
