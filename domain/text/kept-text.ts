// Text a person writes in their own words is stored as they wrote it: a listing's title,
// description, street and interior number, a photo's caption, a message or call note to an
// advertiser, an agent's or agency's description, a report's note, an answer to a review.
// Every visible character stays — "/", quotes, apostrophes, "<", ">" and "&" included
// ("H3/50/20", "24/7", "1/2 baño", "3/4 de hectárea", "“Loft”", even "<b>" as four
// characters). Such text is never markup: it is escaped where it is written out (React
// in the app, escapeHtml and jsonInScript in the worker's pages and e-mails, CSV cells,
// the CFDI's XML) and never rendered as HTML.
//
// Only what nobody sees changes: control characters and broken UTF-16 are refused before
// this runs (hasValidCharacters), a one-line text's runs of spaces, tabs and line breaks
// become one space, and a long text keeps its paragraphs with at most one blank line
// between them, its lines without spaces around them. Names (a person's, an agency's, a
// list's or a saved search's) keep the spec's sanitiser instead (sanitize.ts).
export function keepText(input: string): string {
  return input.replace(/\s+/g, " ").trim();
}

/** A long text with paragraphs: line endings as "\n", each line tidied like keepText. */
export function keepMultilineText(input: string): string {
  return input
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map(keepText)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** At most `max` characters of a text, cut between characters (never inside an emoji's pair). */
export function firstCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
