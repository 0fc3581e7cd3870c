import { editDistance } from "../text/edit-distance";
import { normalizeSearchText } from "../text/normalize";
import { spanishSound } from "../text/spanish-sound";
import type { CanonicalLocation, LocationTipo } from "./location";
import type { InterpretedLocationQuery } from "./location-aliases";

/** The parts of a place its rank depends on; property_count is its listings (of the operation asked for). */
export type RankablePlace = Pick<CanonicalLocation, "nombre_canonico" | "contexto" | "tipo" | "property_count">;

// How a place's name answers the query, best first.
export const MATCH_TIERS = {
  /** The whole query is another name for the place (cdmx → Ciudad de México). */
  alias: 0,
  /** The name is the query. */
  exact: 1,
  /** The name starts with the query. */
  startsWith: 2,
  /** Every word of the query starts a word of the name ("rom nor" → Roma Norte). */
  words: 3,
  /** The query is the name with typos: every word within its tolerance, nothing of the name left over. */
  fuzzyName: 4,
  /** Every word of the query is, within its tolerance, the beginning of a word of the name. */
  fuzzyWords: 5,
  /** Some words are only in the place's context (the colonias of "coyoacan"). */
  context: 6,
} as const;

const TIPO_ORDER: Record<LocationTipo, number> = { estado: 0, municipio: 1, colonia: 2 };

// Small words of names a query may leave out ("gustavo madero" for Gustavo A. Madero).
const NAME_FILLERS = new Set(["a", "de", "del", "el", "la", "las", "los", "y"]);

/**
 * Typos a word of the query may carry: none up to 3 letters, 1 up to 5, 2 from 6. Sounds
 * count as the same letters ("polanko", "juares", "vaye": 0, see spanishSound).
 */
export function typoTolerance(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2;
}

/**
 * Typos between a typed word and a word of a name, by letters or by sound, whichever is
 * fewer, or null when both exceed the tolerance (of the typed word, or of its sound, which
 * can be shorter: "zzzqqq" sounds "sk").
 */
export function wordTypos(typed: string, word: string, { prefix = false } = {}): number | null {
  const byLetters = editDistance(typed, word, { prefix });
  const heard = spanishSound(typed);
  const bySound = editDistance(heard, spanishSound(word), { prefix });
  const within = [byLetters <= typoTolerance(typed) ? byLetters : Infinity, bySound <= typoTolerance(heard) ? bySound : Infinity];
  const typos = Math.min(...within);
  return Number.isFinite(typos) ? typos : null;
}

type Match = { tier: number; typos: number };

/**
 * Orders candidate places for a query and keeps the first `limit`: by tier (MATCH_TIERS;
 * among typo matches fewer typos come first, then a whole name before a beginning), then
 * more listings, then estado, municipio, colonia, then the shorter and alphabetically
 * first name. Typo matches are offered only when no name matches the
 * words as typed, so "roma" never brings "Loma", and only those with at most one typo more
 * than the closest, so "condeza" brings Condesa without "Olivar del Conde". Places that do
 * not match are left out.
 */
export function rankLocations<P extends RankablePlace>(query: InterpretedLocationQuery, places: readonly P[], limit: number): P[] {
  const matched = places.flatMap((place) => {
    const match = matchOf(query, place);
    return match ? [{ place, match, name: normalizeSearchText(place.nombre_canonico) }] : [];
  });
  const asTyped = matched.some(({ match }) => match.tier <= MATCH_TIERS.words);
  const isTypo = (match: Match) => group(match.tier) === MATCH_TIERS.fuzzyName;
  const fewestTypos = Math.min(...matched.filter(({ match }) => isTypo(match)).map(({ match }) => match.typos));
  return matched
    .filter(({ match }) => !isTypo(match) || (!asTyped && match.typos <= fewestTypos + 1))
    .sort(
      (a, b) =>
        group(a.match.tier) - group(b.match.tier) ||
        a.match.typos - b.match.typos ||
        a.match.tier - b.match.tier ||
        b.place.property_count - a.place.property_count ||
        TIPO_ORDER[a.place.tipo] - TIPO_ORDER[b.place.tipo] ||
        a.name.length - b.name.length ||
        a.name.localeCompare(b.name, "es"),
    )
    .slice(0, limit)
    .map(({ place }) => place);
}

// The two typo tiers rank together, by their typos first.
const group = (tier: number) => (tier === MATCH_TIERS.fuzzyWords ? MATCH_TIERS.fuzzyName : tier);

function matchOf(query: InterpretedLocationQuery, place: RankablePlace): Match | null {
  const name = normalizeSearchText(place.nombre_canonico);
  if (query.alias !== null && name === query.alias) return { tier: MATCH_TIERS.alias, typos: 0 };
  const words = query.text.split(" ").filter(Boolean);
  if (words.length === 0) return null;
  if (name === query.text) return { tier: MATCH_TIERS.exact, typos: 0 };
  if (name.startsWith(query.text)) return { tier: MATCH_TIERS.startsWith, typos: 0 };
  const nameWords = name.split(" ");
  if (words.every((w) => nameWords.some((n) => n.startsWith(w)))) return { tier: MATCH_TIERS.words, typos: 0 };
  const fuzzy = fuzzyMatch(words, nameWords);
  if (fuzzy) return fuzzy;
  const allWords = [...nameWords, ...normalizeSearchText(place.contexto).split(" ")];
  if (words.every((w) => allWords.some((n) => n.startsWith(w)))) return { tier: MATCH_TIERS.context, typos: 0 };
  return null;
}

// Pairs each typed word with the unused word of the name it is closest to (a whole word
// before a beginning, then fewer typos), within the typed word's tolerance.
type WordPair = { index: number; typos: number; whole: boolean };

function fuzzyMatch(words: string[], nameWords: string[]): Match | null {
  const used = new Set<number>();
  let typos = 0;
  let whole = true;
  for (const typed of words) {
    let best: WordPair | null = null;
    for (const [index, word] of nameWords.entries()) {
      if (used.has(index)) continue;
      const start = wordTypos(typed, word, { prefix: true });
      if (start === null) continue;
      const all = wordTypos(typed, word);
      const pair = all !== null ? { index, typos: all, whole: true } : { index, typos: start, whole: false };
      if (!best || (pair.whole !== best.whole ? pair.whole : pair.typos < best.typos)) best = pair;
    }
    if (!best) return null;
    used.add(best.index);
    typos += best.typos;
    whole &&= best.whole;
  }
  const leftOver = nameWords.some((word, index) => !used.has(index) && !NAME_FILLERS.has(word));
  return { tier: whole && !leftOver ? MATCH_TIERS.fuzzyName : MATCH_TIERS.fuzzyWords, typos };
}
