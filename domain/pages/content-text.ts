import { bilingual } from "../i18n/bilingual";

// Words the content pages share (the guides' cards and pages), in each language.
export const CONTENT_TEXT = bilingual({
  readGuide: { es: "Leer la guía", en: "Read the guide" },
  guide: { es: "Guía", en: "Guide" },
  allGuides: { es: "Todas las guías", en: "All guides" },
  moreGuides: { es: "Más guías", en: "More guides" },
  moreGuidesIntro: { es: "Para dar el siguiente paso con calma.", en: "To take the next step calmly." },
  guides: { es: "Guías", en: "Guides" },
  indexTitle: { es: "Guías para tu primera renta o compra", en: "Guides for your first rental or purchase" },
  indexLead: {
    es: "Consejos claros y calculadoras para dar el paso con seguridad en la Ciudad de México: cuánto pagar, qué papeles juntar, qué crédito elegir, dónde vivir y cómo no caer en un fraude.",
    en: "Clear advice and calculators to take the step safely in Mexico City: how much to pay, which papers to gather, which mortgage to choose, where to live and how not to fall for fraud.",
  },
  seeGuides: { es: "Ver las guías", en: "See the guides" },
  sixGuides: { es: "Seis guías", en: "Six guides" },
  sixGuidesIntro: { es: "Cada una en su página, para leer con calma o compartir.", en: "Each on its own page, to read calmly or share." },
  readyTitle: { es: "¿Listo para buscar?", en: "Ready to search?" },
  readyAction: { es: "Ver casas y departamentos en renta", en: "See houses and apartments for rent" },
  readyText: {
    es: "Casas y departamentos en renta y en venta en toda la Ciudad de México.",
    en: "Houses and apartments for rent and for sale all over Mexico City.",
  },
});
