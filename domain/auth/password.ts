export const PASSWORD_MIN_LENGTH = 8;
// Longer passwords are refused before they are hashed (hashing cost grows with length).
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = `La contraseña no puede exceder ${PASSWORD_MAX_LENGTH} caracteres`;
export const PASSWORD_RULE_MESSAGE = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres, una mayúscula, una minúscula y un número`;

const RULES: { test: (pw: string) => boolean; message: string }[] = [
  { test: (pw) => pw.length >= PASSWORD_MIN_LENGTH, message: `Al menos ${PASSWORD_MIN_LENGTH} caracteres` },
  { test: (pw) => /\p{Lu}/u.test(pw), message: "Una letra mayúscula" },
  { test: (pw) => /\p{Ll}/u.test(pw), message: "Una letra minúscula" },
  { test: (pw) => /\d/.test(pw), message: "Un número" },
];

// The password helper: valid only when no rule is left unmet; messages list what is missing.
export function checkPassword(password: string): { valid: boolean; messages: string[] } {
  const messages = RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
  return { valid: messages.length === 0, messages };
}
