import type { Bilingual } from "@domain/i18n/bilingual";
// The e-mail field's label and example, the same on every form that asks for one.
export const EMAIL_FIELD_TEXT = {
  label: { es: "Correo electrónico", en: "Email" },
  placeholder: { es: "tu@correo.com", en: "you@email.com" },
} as const satisfies Record<string, Bilingual>;
export const EMAIL_FIELD_LABEL = EMAIL_FIELD_TEXT.label.es;
export const EMAIL_FIELD_PLACEHOLDER = EMAIL_FIELD_TEXT.placeholder.es;
