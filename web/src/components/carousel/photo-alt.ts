import type { PhotoSizes } from "@domain/listings/photo-sizes";

/** A photo as the carousel shows it: a listing's photo (with its stored sizes), or a board's copy of one (url only). */
export type CarouselPhoto = PhotoSizes & { alt?: string | null };

/** A photo's alt text: its own description ("Sala comedor"), else the listing's title and its number. */
export function photoAlt(alt: string | null | undefined, title: string, index: number, lang: "es" | "en" = "es"): string {
  return alt?.trim() || `${title}, ${lang === "es" ? "foto" : "photo"} ${index + 1}`;
}
