import { SITE_NAME } from "../pages/page-meta";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
import { PHONE_CODE_LENGTH, PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_RESEND_AFTER_MS, PHONE_CODE_TTL_MS } from "./otp-rules";

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

// Their English twins, for English pages (domain/i18n/message-twins.ts). The SMS itself stays
// in Spanish: it goes to a Mexican number from a Mexican sender.
export const PHONE_MESSAGES_EN: TextsLike<typeof PHONE_MESSAGES> = {
  phoneRequired: "Enter your mobile number.",
  phoneFormat: "Enter the 10 digits of your mobile number, with no spaces or dashes.",
  codeRequired: `Enter the ${PHONE_CODE_LENGTH}-digit code.`,
  codeFormat: `The code has ${PHONE_CODE_LENGTH} digits.`,
  codeSent: (phone) => `We sent a code by SMS to ${formatPhone(phone)}. It expires in ${TTL_MINUTES} minutes.`,
  alreadyVerified: "This number is already verified on your account.",
  tooSoon: (seconds) => `Wait ${seconds} seconds to ask for another code.`,
  numberLimit: "We already sent several codes to this number. Try again in an hour.",
  accountLimit: "You asked for too many codes today. Try again tomorrow.",
  smsFailed: "We could not send the SMS. Try again in a few minutes.",
  noCode: "First ask for a code for this number.",
  wrongCode: (left) => (left === 1 ? "The code is not correct. You have 1 try left." : `The code is not correct. You have ${left} tries left.`),
  locked: `You entered the wrong code ${PHONE_CODE_MAX_ATTEMPTS} times. Ask for a new code.`,
  expired: "The code expired. Ask for a new one.",
  used: "That code was already used. Ask for a new one if you need it.",
  verified: (phone) => `Done: ${formatPhone(phone)} is verified.`,
  publishNeedsPhone: "Verify your mobile number before listing: we send you a code by SMS and your listing will show that number.",
  whyVerify: "People interested in your property will be able to call you at this number. We send you a code by SMS to confirm it is yours.",
  contactNotVerified: "That number is not verified on your account. Verify it with the code we send you by SMS.",
};

/** The messages the API builds from a count (attempts left, seconds to wait), paired for every count it can send. */
export const PHONE_COUNTED_MESSAGES: readonly Bilingual[] = [
  ...Array.from({ length: PHONE_CODE_MAX_ATTEMPTS }, (_, i) => i + 1).map((left) => ({
    es: PHONE_MESSAGES.wrongCode(left),
    en: PHONE_MESSAGES_EN.wrongCode(left),
  })),
  ...Array.from({ length: PHONE_CODE_RESEND_AFTER_MS / 1000 }, (_, i) => i + 1).map((seconds) => ({
    es: PHONE_MESSAGES.tooSoon(seconds),
    en: PHONE_MESSAGES_EN.tooSoon(seconds),
  })),
];

/** What the phone verification itself shows, besides its messages. */
export const PHONE_VERIFICATION_TEXT = {
  es: {
    mobile: "Celular",
    hint: `Te enviaremos un código de ${PHONE_CODE_LENGTH} dígitos por SMS.`,
    changeNumber: "Cambiar número",
    sendCode: "Enviar código",
    code: "Código de verificación",
    verify: "Verificar",
    resendIn: (clock: string) => `Reenviar código en ${clock}`,
    resend: "Reenviar código",
    phone: "Teléfono",
  },
  en: {
    mobile: "Mobile",
    hint: `We will send you a ${PHONE_CODE_LENGTH}-digit code by SMS.`,
    changeNumber: "Change number",
    sendCode: "Send code",
    code: "Verification code",
    verify: "Verify",
    resendIn: (clock: string) => `Resend code in ${clock}`,
    resend: "Resend code",
    phone: "Phone",
  },
} satisfies Bilingual<Record<string, string | ((clock: string) => string)>>;
