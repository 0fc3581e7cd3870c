import { editDistances } from "../text/edit-distance";
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

/** A typed word as the typo comparison reads it: its letters and its sound, each with its tolerance. */
type TypedWord = { letters: string; sound: string; lettersTolerance: number; soundTolerance: number };

function typedWord(letters: string): TypedWord {
  const sound = spanishSound(letters);
  return { letters, sound, lettersTolerance: typoTolerance(letters), soundTolerance: typoTolerance(sound) };
}

/**
 * Typos between a typed word and a word of a name, by letters or by sound, whichever is
 * fewer, against the whole word and against its closest beginning; null where both exceed
 * the tolerance (of the typed word, or of its sound, which can be shorter: "zzzqqq" sounds "sk").
 */
export function wordTypos(typed: string | TypedWord, word: string, wordSound = spanishSound(word)): { whole: number | null; prefix: number | null } {
  const t = typeof typed === "string" ? typedWord(typed) : typed;
  const byLetters = editDistances(t.letters, word, t.lettersTolerance);
  const bySound = editDistances(t.sound, wordSound, t.soundTolerance);
  const within = (letters: number, sound: number) => {
    const typos = Math.min(letters <= t.lettersTolerance ? letters : Infinity, sound <= t.soundTolerance ? sound : Infinity);
    return Number.isFinite(typos) ? typos : null;
  };
  return { whole: within(byLetters.whole, bySound.whole), prefix: within(byLetters.prefix, bySound.prefix) };
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
  const words = query.text.split(" ").filter(Boolean);
  const named = places.map((place) => ({ place, name: normalizeSearchText(place.nombre_canonico) }));
  const literal = named.map(({ name }) => literalMatch(query, words, name));
  // Typos are looked at only when no name matches as typed (they would not be shown).
  const asTyped = literal.some((match) => match !== null && match.tier <= MATCH_TIERS.words);
  const typed = asTyped ? [] : words.map(typedWord);
  const matched = named.flatMap(({ place, name }, i) => {
    const match = literal[i] ?? (asTyped ? null : fuzzyMatch(typed, name.split(" "))) ?? contextMatch(words, name, place);
    return match ? [{ place, name, match }] : [];
  });
  const isTypo = (match: Match) => group(match.tier) === MATCH_TIERS.fuzzyName;
  const fewestTypos = Math.min(...matched.filter(({ match }) => isTypo(match)).map(({ match }) => match.typos));
  return matched
    .filter(({ match }) => !isTypo(match) || match.typos <= fewestTypos + 1)
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

// The name as typed: another name for it, the name itself, its beginning, its words' beginnings.
function literalMatch(query: InterpretedLocationQuery, words: string[], name: string): Match | null {
  if (query.alias !== null && name === query.alias) return { tier: MATCH_TIERS.alias, typos: 0 };
  if (words.length === 0) return null;
  if (name === query.text) return { tier: MATCH_TIERS.exact, typos: 0 };
  if (name.startsWith(query.text)) return { tier: MATCH_TIERS.startsWith, typos: 0 };
  const nameWords = name.split(" ");
  if (words.every((w) => nameWords.some((n) => n.startsWith(w)))) return { tier: MATCH_TIERS.words, typos: 0 };
  return null;
}

// Every word of the query begins a word of the name or of the place's context.
function contextMatch(words: string[], name: string, place: RankablePlace): Match | null {
  if (words.length === 0) return null;
  const allWords = [...name.split(" "), ...normalizeSearchText(place.contexto).split(" ")];
  return words.every((w) => allWords.some((n) => n.startsWith(w))) ? { tier: MATCH_TIERS.context, typos: 0 } : null;
}

// Pairs each typed word with the unused word of the name it is closest to (a whole word
// before a beginning, then fewer typos), within the typed word's tolerance.
type WordPair = { index: number; typos: number; whole: boolean };

function fuzzyMatch(words: TypedWord[], nameWords: string[]): Match | null {
  if (words.length === 0) return null;
  const sounds = nameWords.map(spanishSound);
  const used = new Set<number>();
  let typos = 0;
  let whole = true;
  for (const typed of words) {
    let best: WordPair | null = null;
    for (const [index, word] of nameWords.entries()) {
      if (used.has(index)) continue;
      const found = wordTypos(typed, word, sounds[index]);
      if (found.prefix === null) continue;
      const pair = found.whole !== null ? { index, typos: found.whole, whole: true } : { index, typos: found.prefix, whole: false };
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
