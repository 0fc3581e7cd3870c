import { countLabel, countLabelEn } from "../format/number";
import type { Bilingual, TextsLike } from "../i18n/bilingual";
import type { Lang } from "../i18n/lang";

// What a person reads about a home that several advertisers list.
export const CLUSTER_TEXTS = {
  /** The property page's list of the same home's other listings. */
  othersTitle: "Otros anuncios de esta misma propiedad",
  othersIntro: "Otros anunciantes publican este mismo inmueble. Compara precios y condiciones antes de contactar.",
  seeListing: "Ver anuncio",
} as const;

export const CLUSTER_TEXTS_BY_LANG: Bilingual<TextsLike<typeof CLUSTER_TEXTS>> = {
  es: CLUSTER_TEXTS,
  en: {
    othersTitle: "Other listings of this same property",
    othersIntro: "Other advertisers publish this same property. Compare prices and terms before you get in touch.",
    seeListing: "See listing",
  },
};

/** "También anunciada por 1 anunciante", "También anunciada por 3 anunciantes" ("Also listed by 3 advertisers"). */
export const alsoListedByText = (advertisers: number, lang: Lang = "es"): string =>
  lang === "es" ? `También anunciada por ${countLabel(advertisers, "anunciante")}` : `Also listed by ${countLabelEn(advertisers, "advertiser")}`;
