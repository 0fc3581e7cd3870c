// Pure helpers for the agency cards (no imports: unit-tested in plain Node).

const MINOR_WORDS = new Set(["de", "del", "la", "las", "los", "el", "y", "e"]);

/** The first letters of the name's first two words: "Casa Capital Inmobiliaria" → "CC". */
export function agencyInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => word && !MINOR_WORDS.has(word.toLowerCase()));
  return words.slice(0, 2).map((word) => word[0]).join("").toLocaleUpperCase("es-MX") || "?";
}

/** /comprar?inmobiliaria={slug}: that agency's listings (the search page reads it). */
export function agencyListingsUrl(slug: string): string {
  return `/comprar?${new URLSearchParams({ inmobiliaria: slug })}`;
}
