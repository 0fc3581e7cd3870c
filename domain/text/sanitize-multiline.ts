import { sanitizeText, stripMarkup } from "./sanitize";

// Long texts (a listing's description) keep their paragraphs: markup is stripped over the
// whole text (a tag may span lines), then each line is sanitised like any other text, and
// at most one blank line separates two paragraphs.
export function sanitizeMultilineText(input: string): string {
  const lines = stripMarkup(input.replace(/\r\n?/g, "\n")).split("\n").map(sanitizeText);
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
