// Lowercase, accent-free, single-spaced text: how search compares names
// ("Álvaro  Obregón" → "alvaro obregon").
export function normalizeSearchText(input: string): string {
  return input
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
