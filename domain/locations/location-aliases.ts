import { normalizeSearchText } from "../text/normalize";
import { CDMX_NAME } from "./location";

// What people type for a place besides its name, written once.

/** Whole queries that name a place by another name: the place's canonical name. */
export const LOCATION_ALIASES: Record<string, string> = {
  cdmx: CDMX_NAME,
  df: CDMX_NAME,
  "d f": CDMX_NAME,
  "distrito federal": CDMX_NAME,
  "mexico df": CDMX_NAME,
  gam: "Gustavo A. Madero",
  cu: "Ciudad Universitaria",
  "centro historico": "Centro",
  "la condesa": "Condesa",
  // What a visitor who searches in English types (the places keep their Spanish names).
  "mexico city": CDMX_NAME,
  "historic center": "Centro",
  "historic centre": "Centro",
  downtown: "Centro",
  "university city": "Ciudad Universitaria",
};

/** Abbreviated words, written out: "roma nte" is "roma norte", "sta fe" is "santa fe". */
export const WORD_ABBREVIATIONS: Record<string, string> = {
  nte: "norte",
  pte: "poniente",
  ote: "oriente",
  sta: "santa",
  sto: "santo",
  sn: "san",
  gral: "general",
  cd: "ciudad",
  // English words in a colonia's name: "Roma North" is "Roma Norte", "Narvarte West" is "Narvarte Poniente".
  north: "norte",
  south: "sur",
  east: "oriente",
  west: "poniente",
};

// The kind of place written before its name ("Col. Roma Norte", "Colonia Narvarte",
// "Alc. Coyoacán", "Alcaldía Tlalpan", "Del. Benito Juárez", "Delegación Tlalpan"). "Del"
// without its dot is a word of names (Del Valle), so only "Del." is a kind.
const PLACE_KIND_PREFIX = /^(?:col\.?|colonia|alc\.?|alcaldia|del\.|deleg\.?|delegacion)(?=[\s.,]|$)[\s.,]*/;

// The city written after a place's name ("Polanco, CDMX"): every place we list is in it.
const CITY_SUFFIX = /(?:^| )(?:cdmx|df|ciudad de mexico|mexico city)$/;

export type InterpretedLocationQuery = {
  /** Normalised words to search for, the place's kind and the city taken away, abbreviations written out. */
  text: string;
  /** The normalised name of the place the whole query is another name for, if any. */
  alias: string | null;
};

/**
 * Reads what a person typed as a place: accents, case and punctuation ignored, a leading
 * kind of place and a trailing city dropped when other words remain, abbreviated words
 * written out, and a whole-query alias looked up.
 */
export function interpretLocationQuery(typed: string): InterpretedLocationQuery {
  const words = normalizeSearchText(
    withoutPlaceKind(
      typed
        .normalize("NFD")
        .replace(/\p{Diacritic}/gu, "")
        .toLowerCase()
        .trim(),
    ),
  )
    .split(" ")
    .map((word) => WORD_ABBREVIATIONS[word] ?? word)
    .join(" ");
  // A whole-query alias is looked up before the city is dropped ("mexico df" is the city itself).
  const aliased = Object.hasOwn(LOCATION_ALIASES, words) ? words : null;
  const text = aliased ?? (words.replace(CITY_SUFFIX, "").trim() || words);
  const alias = Object.hasOwn(LOCATION_ALIASES, text) ? normalizeSearchText(LOCATION_ALIASES[text]) : null;
  return { text, alias };
}

function withoutPlaceKind(folded: string): string {
  const rest = folded.replace(PLACE_KIND_PREFIX, "");
  return rest === folded || !normalizeSearchText(rest) ? folded : withoutPlaceKind(rest);
}
