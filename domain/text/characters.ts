// Text a person types has no control characters (other than line breaks and tabs, which
// the sanitiser turns into spaces or keeps as paragraphs) and no broken UTF-16: a stored
// NUL cuts the text when it is read back, and a lone surrogate turns into "�".
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A high surrogate not followed by a low one, or a low one without its high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_CHARACTERS_MESSAGE = "El texto tiene caracteres no válidos.";

export function hasValidCharacters(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}
