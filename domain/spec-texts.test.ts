import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { AUTH_MESSAGES, AUTH_TOASTS } from "./auth/auth-messages";
import { PASSWORD_RULE_MESSAGE } from "./auth/password";
import { loginSchema, PASSWORDS_MISMATCH, registerFormSchema, SIGN_UP_NAME_TOO_LONG } from "./auth/schemas";
import { CHECKOUT_MESSAGES } from "./billing/checkout-messages";
import { SERVICE_MESSAGES } from "./billing/services";
import { CALL_REQUEST_MESSAGES } from "./call-requests/call-request-messages";
import { callRequestSchema, PHONE_FORMAT_MESSAGE } from "./call-requests/schemas";
import { COMMON_MESSAGES } from "./errors/common-messages";
import { FAVORITE_MESSAGES } from "./favorites/favorite-messages";
import { DEFAULT_LIST_MESSAGES } from "./favorites/favorites";
import { NOT_FOUND_PAGE } from "./pages/static-pages";
import { NAME_TOO_SHORT } from "./text/person-name";

// The product's own words: every text the specification gives, word for word (its accents
// written in), against the constant that carries it. A change to any of them fails here.
const CONSTANTS: [where: string, actual: string, spec: string][] = [
  // Validation
  ["AUTH_MESSAGES.emailRequired", AUTH_MESSAGES.emailRequired, "Email es requerido"],
  ["AUTH_MESSAGES.emailInvalid", AUTH_MESSAGES.emailInvalid, "Ingresa un email válido"],
  ["AUTH_MESSAGES.passwordRequired", AUTH_MESSAGES.passwordRequired, "Contraseña es requerida"],
  ["NAME_TOO_SHORT", NAME_TOO_SHORT, "El nombre debe tener al menos 2 caracteres"],
  ["SIGN_UP_NAME_TOO_LONG", SIGN_UP_NAME_TOO_LONG, "El nombre no puede exceder 50 caracteres"],
  ["PASSWORD_RULE_MESSAGE", PASSWORD_RULE_MESSAGE, "La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula y un número"],
  ["PASSWORDS_MISMATCH", PASSWORDS_MISMATCH, "Las contraseñas no coinciden"],
  ["PHONE_FORMAT_MESSAGE", PHONE_FORMAT_MESSAGE, "Escribe 10 dígitos, sin espacios ni guiones."],
  ["COMMON_MESSAGES.unauthenticated", COMMON_MESSAGES.unauthenticated, "No estás autenticado"],
  ["DEFAULT_LIST_MESSAGES.cannotDelete", DEFAULT_LIST_MESSAGES.cannotDelete, "La lista 'Todo' no se puede eliminar"],
  ["SERVICE_MESSAGES.notFound", SERVICE_MESSAGES.notFound, "Servicio no encontrado"],
  // Signing in, signing up and the password reset
  ["AUTH_TOASTS.signInFailed", AUTH_TOASTS.signInFailed, "Error"],
  ["AUTH_MESSAGES.wrongCredentials", AUTH_MESSAGES.wrongCredentials, "Email o contraseña incorrectos"],
  ["AUTH_TOASTS.googleSignInFailed", AUTH_TOASTS.googleSignInFailed, "No se pudo iniciar sesión con Google"],
  ["AUTH_TOASTS.signUpFailed", AUTH_TOASTS.signUpFailed, "No se pudo crear la cuenta"],
  ["AUTH_TOASTS.googleSignUpFailed", AUTH_TOASTS.googleSignUpFailed, "No se pudo registrar con Google"],
  ["AUTH_TOASTS.resetEmailFailed", AUTH_TOASTS.resetEmailFailed, "No se pudo enviar el email de recuperación"],
  ["AUTH_TOASTS.passwordUpdateFailed", AUTH_TOASTS.passwordUpdateFailed, "No se pudo actualizar la contraseña"],
  ["AUTH_TOASTS.welcome", AUTH_TOASTS.welcome, "¡Bienvenido!"],
  ["AUTH_TOASTS.welcomeDetail", AUTH_TOASTS.welcomeDetail, "Has iniciado sesión correctamente"],
  ["AUTH_TOASTS.accountCreated", AUTH_TOASTS.accountCreated, "¡Cuenta creada!"],
  ["AUTH_TOASTS.resetEmailSent", AUTH_TOASTS.resetEmailSent, "Email enviado"],
  ["AUTH_TOASTS.passwordUpdated", AUTH_TOASTS.passwordUpdated, "Contraseña actualizada"],
  ["AUTH_TOASTS.resetEmailSentHeading", AUTH_TOASTS.resetEmailSentHeading, "Email Enviado"],
  // Subscribing, services and checkout
  ["COMMON_MESSAGES.signInToSubscribeTitle", COMMON_MESSAGES.signInToSubscribeTitle, "Inicia sesión"],
  ["COMMON_MESSAGES.signInToSubscribe", COMMON_MESSAGES.signInToSubscribe, "Necesitas iniciar sesión para suscribirse a un plan"],
  ["CHECKOUT_MESSAGES.failed", CHECKOUT_MESSAGES.failed, "Hubo un problema al procesar la suscripción"],
  ["SERVICE_MESSAGES.notSignedIn", SERVICE_MESSAGES.notSignedIn, "Debes estar autenticado para usar servicios"],
  ["SERVICE_MESSAGES.activationFailed", SERVICE_MESSAGES.activationFailed, "No se pudo activar el servicio"],
  ["SERVICE_MESSAGES.activated", SERVICE_MESSAGES.activated, "¡Servicio activado!"],
  // Call requests, favourites, errors
  ["CALL_REQUEST_MESSAGES.notProcessed", CALL_REQUEST_MESSAGES.notProcessed, "No pudimos procesar tu solicitud. Intenta de nuevo."],
  ["COMMON_MESSAGES.unexpected", COMMON_MESSAGES.unexpected, "Ocurrió un error inesperado. Intenta de nuevo."],
  ["FAVORITE_MESSAGES.alreadyInList", FAVORITE_MESSAGES.alreadyInList, "Esta propiedad ya está en esa lista"],
  ["FAVORITE_MESSAGES.listNotFound", FAVORITE_MESSAGES.listNotFound, "Lista no encontrada"],
  // Pages
  ["NOT_FOUND_PAGE.heading", NOT_FOUND_PAGE.heading, "Oops! Page not found"],
];

describe("the spec's texts", () => {
  it.each(CONSTANTS)("%s is the spec's text", (_where, actual, spec) => {
    expect(actual).toBe(spec);
  });
});

// The forms' and the API's schemas answer with those texts (a schema that stopped using its
// constant would drift silently).
const firstMessage = (schema: ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const registration = { name: "Lucía Fernández", email: "lucia@hogaria.mx", password: "Segura2026", confirmPassword: "Segura2026", role: "agente" };
const callRequest = { nombre: "Ana López", numero_telefono: "5512345678" };

const ANSWERS: [what: string, schema: ZodType, value: unknown, spec: string][] = [
  ["an empty e-mail", loginSchema, { email: " ", password: "x" }, "Email es requerido"],
  ["a malformed e-mail", loginSchema, { email: "ana@", password: "x" }, "Ingresa un email válido"],
  ["an empty login password", loginSchema, { email: "ana@hogaria.mx", password: "" }, "Contraseña es requerida"],
  ["a one-letter name", registerFormSchema, { ...registration, name: "A" }, "El nombre debe tener al menos 2 caracteres"],
  ["a 51-character name", registerFormSchema, { ...registration, name: "x".repeat(51) }, "El nombre no puede exceder 50 caracteres"],
  [
    "a weak password",
    registerFormSchema,
    { ...registration, password: "debil", confirmPassword: "debil" },
    "La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula y un número",
  ],
  ["a different confirmation", registerFormSchema, { ...registration, confirmPassword: "Otra2026x" }, "Las contraseñas no coinciden"],
  ["an empty caller name", callRequestSchema, { ...callRequest, nombre: "  " }, "El nombre es requerido"],
  ["a one-letter caller name", callRequestSchema, { ...callRequest, nombre: "A" }, "El nombre debe tener al menos 2 caracteres"],
  ["a 61-character caller name", callRequestSchema, { ...callRequest, nombre: "x".repeat(61) }, "El nombre no puede tener más de 60 caracteres"],
  ["an empty phone", callRequestSchema, { ...callRequest, numero_telefono: "" }, "El número de teléfono es requerido"],
  ["a 9-digit phone", callRequestSchema, { ...callRequest, numero_telefono: "551234567" }, "Escribe 10 dígitos, sin espacios ni guiones."],
];

describe("the schemas answer with the spec's texts", () => {
  it.each(ANSWERS)("%s", (_what, schema, value, spec) => {
    expect(firstMessage(schema, value)).toBe(spec);
  });
});
