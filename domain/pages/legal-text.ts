import { formatLongDate } from "../format/date";
import { bilingual } from "../i18n/bilingual";

// What the legal pages (/terminos, /privacidad) say around their text, in each language. The
// Spanish text governs: an English page says so above it.

/** The day both legal texts were last updated (12 August 2025). */
export const LEGAL_UPDATED = new Date("2025-08-12T12:00:00-06:00");

/** Above an English legal page's text: only English pages show it. */
export const LEGAL_ENGLISH_NOTE = "English translation for convenience; the Spanish version governs.";

export const LEGAL_TEXT = bilingual({
  backHome: { es: "Volver al inicio", en: "Back to the home page" },
  updated: { es: (date: Date) => `Última actualización: ${formatLongDate(date)}`, en: (date: Date) => `Last updated: ${formatLongDate(date, "en")}` },
  contents: { es: "Contenido", en: "Contents" },
  contentsOf: { es: (title: string) => `Contenido de ${title}`, en: (title: string) => `Contents of ${title}` },
  indexOf: { es: (title: string) => `Índice de ${title}`, en: (title: string) => `Index of ${title}` },
  questions: { es: "¿Dudas sobre este documento? Escríbenos a", en: "Questions about this document? Write to us at" },
  termsTitle: { es: "Términos y condiciones", en: "Terms and conditions" },
  termsIntro: {
    es: "Lo que puedes esperar de Hogaria y lo que esperamos de ti al buscar, publicar y contratar en la plataforma. Los escribimos en lenguaje claro; si algo no queda claro, pregúntanos.",
    en: "What you can expect from Hogaria and what we expect from you when you search, list and buy services on the platform. We wrote them in plain language; if anything is unclear, ask us.",
  },
  privacyTitle: { es: "Aviso de privacidad", en: "Privacy notice" },
  privacyIntro: {
    es: "Tus datos te pertenecen. Aquí te explicamos qué datos personales tratamos, para qué los usamos y cómo puedes ejercer tus derechos.",
    en: "Your data belongs to you. Here we explain which personal data we process, what we use it for and how you can exercise your rights.",
  },
});
