import { LANGS } from "./lang";

/**
 * Where a catalogue of texts falls short: every `{ es, en }` pair inside it (at any depth, in
 * objects and arrays) must have every language, and each language's text must be a non-blank
 * string, a function, or the same shape of strings (lists of the same length). Returns the
 * paths of the texts that do not, for the catalogue test to name.
 */
export function missingTwins(catalogue: unknown, path = "catalogue"): string[] {
  if (Array.isArray(catalogue)) return catalogue.flatMap((item, i) => missingTwins(item, `${path}[${i}]`));
  if (!catalogue || typeof catalogue !== "object") return [];
  const record = catalogue as Record<string, unknown>;
  if (LANGS.some((lang) => lang in record)) {
    const missing = LANGS.flatMap((lang) => (filled(record[lang]) ? [] : [`${path}.${lang}`]));
    return missing.length > 0 ? missing : sameShape(record, path);
  }
  return Object.entries(record).flatMap(([key, value]) => missingTwins(value, `${path}.${key}`));
}

function filled(text: unknown): boolean {
  if (typeof text === "string") return text.trim().length > 0;
  if (typeof text === "function") return true;
  if (Array.isArray(text)) return text.length > 0 && text.every(filled);
  if (text && typeof text === "object") return Object.values(text).every((value) => value === undefined || filled(value));
  return typeof text === "number" || typeof text === "boolean";
}

// The languages' texts have the same keys and list lengths: a list item or a field in one
// language only is a missing translation too.
function sameShape(record: Record<string, unknown>, path: string): string[] {
  const [first, ...others] = LANGS.map((lang) => shape(record[lang]));
  return others.some((other) => other !== first) ? [`${path} (the languages differ in shape)`] : [];
}

function shape(text: unknown): string {
  if (Array.isArray(text)) return `[${text.map(shape).join(",")}]`;
  if (text && typeof text === "object") {
    return `{${Object.keys(text)
      .sort()
      .map((key) => `${key}:${shape((text as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return typeof text;
}
