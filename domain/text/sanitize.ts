// The text-sanitising helper of SPEC section 5: strips markup tags, the characters
// < > " /, script-scheme prefixes and inline event-handler patterns, then trims.
// Script and style elements go with their content: it is code, not a name.
export function sanitizeText(input: string): string {
  return stripMarkup(input)
    .replace(/\b(?:javascript|vbscript|data)\s*:/gi, "")
    .replace(/\bon[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)?/gi, "")
    .replace(/[<>"/]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

// Tags go, and script and style elements with their content (over line breaks too).
export function stripMarkup(input: string): string {
  return input.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "").replace(/<[^>]*>/g, "");
}
