// better-auth's error codes, in the words a person using Hogaria reads.
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Email o contraseña incorrectos",
  INVALID_PASSWORD: "Email o contraseña incorrectos",
  USER_NOT_FOUND: "Email o contraseña incorrectos",
  USER_ALREADY_EXISTS: "Ya existe una cuenta con ese email",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Ya existe una cuenta con ese email",
  INVALID_TOKEN: "Este enlace ya no es válido o ya se usó. Solicita uno nuevo.",
  PASSWORD_TOO_SHORT: "La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula y un número",
  PASSWORD_TOO_LONG: "La contraseña no puede exceder 128 caracteres",
  PROVIDER_NOT_FOUND: "El inicio de sesión con Google no está disponible por ahora.",
  SESSION_EXPIRED: "Tu sesión expiró. Inicia sesión de nuevo.",
  FAILED_TO_CREATE_USER: "No se pudo crear la cuenta",
  INVALID_ORIGIN: "Origen no permitido.",
  MISSING_OR_NULL_ORIGIN: "Origen no permitido.",
};

export function authErrorMessage(code: string | undefined, status: number): string {
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 401) return "No estás autenticado";
  if (status === 403) return "No tienes permiso para hacer esto.";
  return "No pudimos completar la solicitud. Intenta de nuevo.";
}
