import type { Bilingual, TextsLike } from "../i18n/bilingual";

// What a person reads about their account's e-mail address: the banner until it is
// confirmed, the answer to a sign-up, and why publishing waits for the confirmation.
export const ACCOUNT_MESSAGES = {
  verifyBannerTitle: "Confirma tu correo",
  verifyBannerBody: (email: string) => `Te enviamos un enlace a ${email}. Ábrelo para confirmar tu cuenta.`,
  verifyResend: "Reenviar correo",
  verifyResent: "Te enviamos un nuevo enlace de confirmación.",
  verified: "¡Listo! Confirmaste tu correo.",
  // A confirmation or password-reset link that expired or was already used.
  linkNoLongerValid: "Este enlace ya no es válido o ya se usó. Solicita uno nuevo.",
  // Publishing spends a pass and shows the agent's contact to everyone: only with an address
  // we know reaches them.
  emailNotVerified: "Confirma tu correo para publicar. Te enviamos un enlace al registrarte; puedes pedir otro desde el aviso de arriba.",
  // The same answer whether or not the address already had an account.
  signUpCheckEmail: (email: string) =>
    `Te enviamos un correo a ${email}. Si ya tenías una cuenta con ese correo, inicia sesión o recupera tu contraseña.`,
} as const;

export const ACCOUNT_MESSAGES_EN: TextsLike<typeof ACCOUNT_MESSAGES> = {
  verifyBannerTitle: "Confirm your email",
  verifyBannerBody: (email: string) => `We sent a link to ${email}. Open it to confirm your account.`,
  verifyResend: "Send the email again",
  verifyResent: "We sent you a new confirmation link.",
  verified: "Done! Your email is confirmed.",
  linkNoLongerValid: "This link is no longer valid or was already used. Ask for a new one.",
  emailNotVerified: "Confirm your email to publish. We sent you a link when you signed up; you can ask for another from the notice above.",
  signUpCheckEmail: (email: string) =>
    `We sent an email to ${email}. If you already had an account with that email, sign in or recover your password.`,
};

/** The account's messages in each language. */
export const ACCOUNT_TEXTS: Bilingual<TextsLike<typeof ACCOUNT_MESSAGES>> = { es: ACCOUNT_MESSAGES, en: ACCOUNT_MESSAGES_EN };
