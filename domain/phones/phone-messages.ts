import { SITE_NAME } from "../pages/page-meta";
import { PHONE_CODE_LENGTH, PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MS } from "./otp-rules";

const TTL_MINUTES = PHONE_CODE_TTL_MS / 60_000;

// "5512345678" → "55 1234 5678", how a number is read back to the person.
export function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}` : digits;
}

// The SMS itself: who sends it, the code first (phones offer to paste it), how long it
// lasts, and that nobody from Hogaria will ask for it.
export function phoneCodeSms(code: string): string {
  return `${code} es tu código de ${SITE_NAME}. Vence en ${TTL_MINUTES} minutos. No lo compartas con nadie.`;
}

// What the phone verification says, on the server and in the form.
export const PHONE_MESSAGES = {
  phoneRequired: "Escribe tu número de celular.",
  phoneFormat: "Escribe los 10 dígitos de tu celular, sin espacios ni guiones.",
  codeRequired: `Escribe el código de ${PHONE_CODE_LENGTH} dígitos.`,
  codeFormat: `El código tiene ${PHONE_CODE_LENGTH} dígitos.`,
  codeSent: (phone: string) => `Te enviamos un código por SMS al ${formatPhone(phone)}. Vence en ${TTL_MINUTES} minutos.`,
  alreadyVerified: "Este número ya está verificado en tu cuenta.",
  tooSoon: (seconds: number) => `Espera ${seconds} segundos para pedir otro código.`,
  numberLimit: "Ya enviamos varios códigos a este número. Intenta de nuevo en una hora.",
  accountLimit: "Pediste demasiados códigos hoy. Intenta de nuevo mañana.",
  smsFailed: "No pudimos enviar el SMS. Intenta de nuevo en unos minutos.",
  noCode: "Primero pide un código para este número.",
  wrongCode: (left: number) =>
    left === 1 ? "El código no es correcto. Te queda 1 intento." : `El código no es correcto. Te quedan ${left} intentos.`,
  locked: `Escribiste mal el código ${PHONE_CODE_MAX_ATTEMPTS} veces. Pide un código nuevo.`,
  expired: "El código venció. Pide uno nuevo.",
  used: "Ese código ya se usó. Pide uno nuevo si lo necesitas.",
  verified: (phone: string) => `Listo: el ${formatPhone(phone)} quedó verificado.`,
  // Publishing shows the advertiser's phone to everyone: it must be one they proved.
  publishNeedsPhone: "Verifica tu celular antes de publicar: te enviamos un código por SMS y tu anuncio mostrará ese número.",
  // Why the publish flow asks for it, beside the verification.
  whyVerify: "Quienes se interesen en tu propiedad podrán llamarte a este número. Te enviamos un código por SMS para confirmar que es tuyo.",
  // A contact phone (profile, agency) must be a number the account verified.
  contactNotVerified: "Ese número no está verificado en tu cuenta. Verifícalo con el código que te enviamos por SMS.",
} as const;
