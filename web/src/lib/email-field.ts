// The e-mail field's label and example, the same on every form that asks for one.
export const EMAIL_FIELD_LABEL = "Correo electrónico";
export const EMAIL_FIELD_PLACEHOLDER = "tu@correo.com";
