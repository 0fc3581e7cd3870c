import { countLabel } from "../format/number";

// What a person reads about a home that several advertisers list.
export const CLUSTER_TEXTS = {
  /** The property page's list of the same home's other listings. */
  othersTitle: "Otros anuncios de esta misma propiedad",
  othersIntro: "Otros anunciantes publican este mismo inmueble. Compara precios y condiciones antes de contactar.",
  seeListing: "Ver anuncio",
} as const;

/** "También anunciada por 1 anunciante", "También anunciada por 3 anunciantes". */
export const alsoListedByText = (advertisers: number): string => `También anunciada por ${countLabel(advertisers, "anunciante")}`;
