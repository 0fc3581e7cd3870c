// A person's name as forms take it (sign-up, profile, call requests): at least this many
// characters once sanitised, with one message wherever it is checked.
export const PERSON_NAME_MIN = 2;
export const NAME_TOO_SHORT = `El nombre debe tener al menos ${PERSON_NAME_MIN} caracteres`;
export const NAME_TOO_SHORT_EN = `The name needs at least ${PERSON_NAME_MIN} characters`;
