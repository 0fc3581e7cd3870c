import { bilingual } from "../i18n/bilingual";

// Words the content pages share (the guides' cards and pages), in each language.
export const CONTENT_TEXT = bilingual({
  readGuide: { es: "Leer la guía", en: "Read the guide" },
  guide: { es: "Guía", en: "Guide" },
  allGuides: { es: "Todas las guías", en: "All guides" },
});
