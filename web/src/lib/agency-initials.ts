// An agency without a logo shows its initials on a brand tone (no imports: unit-tested in plain Node).

const MINOR_WORDS = new Set(["de", "del", "la", "las", "los", "el", "y", "e"]);

/** The first letters of the name's first two words: "Casa Capital Inmobiliaria" → "CC". */
export function agencyInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !MINOR_WORDS.has(word.toLowerCase()));
  return (
    words
      .slice(0, 2)
      .map((word) => word[0])
      .join("")
      .toLocaleUpperCase("es-MX") || "?"
  );
}

/** A stable pick among `count` tones for an agency without a logo, so neighbouring cards differ. */
export function agencyToneIndex(name: string, count: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % count;
}
