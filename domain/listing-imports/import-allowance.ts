import { formatCount } from "../format/money";
import type { TextsLike } from "../i18n/bilingual";
import { IMPORT_API_LIMITS as A } from "./import-limits";

// Who may import, and how many photos by URL are left today: GET /api/listing-imports/allowance,
// shown at the top of /import-properties. Importing (rows of a file or a feed) makes the
// worker fetch and store what the rows name, so only an account that confirmed its e-mail
// and proved a phone with an SMS code imports, and its photo fetches are capped per day
// (IMPORT_API_LIMITS.photoFetchesPerDay, on Mexico City's calendar).

export type ImportAllowance = {
  email_verified: boolean;
  phone_verified: boolean;
  /** Photos by URL the account may have fetched per day. */
  photos_per_day: number;
  /** What is left of them today. */
  photos_left_today: number;
};

export const canImport = (a: Pick<ImportAllowance, "email_verified" | "phone_verified">) => a.email_verified && a.phone_verified;

export const IMPORT_ALLOWANCE_MESSAGES = {
  // The worker's refusals (403), and the page's notice before the upload step.
  emailRequired: "Confirma tu correo para importar propiedades. Te enviamos un enlace al registrarte; puedes pedir otro desde el aviso de arriba.",
  phoneRequired: "Verifica tu celular para importar propiedades: te enviamos un código por SMS.",
  // The page's line about the cap.
  photosLeft: (left: number, perDay: number) =>
    `Fotos por enlace: hoy te quedan ${formatCount(left)} de ${formatCount(perDay)} al día. Las que pasen del límite podrás traerlas mañana importando el archivo de nuevo.`,
  // A photo URL beyond today's cap: it is not fetched; importing the file again another day fetches it.
  photoDailyLimit: `Llegaste al límite de ${formatCount(A.photoFetchesPerDay)} fotos por enlace al día. Importa el archivo de nuevo mañana para traer esta foto.`,
  // A listing whose photos the queue gave up on (its consumer failed every retry).
  photoGaveUp: "No pudimos descargar la foto después de varios intentos.",
} as const;

export const IMPORT_ALLOWANCE_MESSAGES_EN: TextsLike<typeof IMPORT_ALLOWANCE_MESSAGES> = {
  emailRequired: "Confirm your e-mail to import properties. We sent you a link when you signed up; you can ask for another from the notice above.",
  phoneRequired: "Verify your mobile phone to import properties: we send you a code by SMS.",
  photosLeft: (left, perDay) =>
    `Photos by link: you have ${formatCount(left)} of ${formatCount(perDay)} a day left today. Those over the limit you can bring tomorrow by importing the file again.`,
  photoDailyLimit: `You reached the limit of ${formatCount(A.photoFetchesPerDay)} photos by link a day. Import the file again tomorrow to bring this photo.`,
  photoGaveUp: "We could not download the photo after several tries.",
};
