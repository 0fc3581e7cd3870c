// The text-sanitising helper: strips markup tags, the characters < > " /, script-scheme
// prefixes and inline event-handler patterns, then trims. Script and style elements go
// with their content: it is code, not a name.
//
// Every step runs in linear time, whatever the input (a megabyte of "<" included): no
// pattern can rescan the rest of the text from each position.
export function sanitizeText(input: string): string {
  return stripMarkup(input)
    .replace(/\b(?:javascript|vbscript|data)\s*:/gi, "")
    .replace(/\bon[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)?/gi, "")
    .replace(/[<>"/]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

// Tags go, and script and style elements with their content (over line breaks too).
// A tag ends at the first ">" and cannot contain "<" (what is left of a broken tag goes
// with the < > characters in sanitizeText).
export function stripMarkup(input: string): string {
  return dropCodeElements(input).replace(/<[^<>]*>/g, "");
}

const CODE_OPENING = /<(script|style)\b/gi;

// <script …>…</script> and <style …>…</style>, found with one forward scan. An element that
// is never closed stays (its tags are stripped like any other); once a name has no closing
// tag after some point, later openings of that name are not searched again.
function dropCodeElements(input: string): string {
  let out = "";
  let copiedUpTo = 0;
  const unclosed = new Set<string>();
  CODE_OPENING.lastIndex = 0;
  for (let open = CODE_OPENING.exec(input); open; open = CODE_OPENING.exec(input)) {
    const name = open[1].toLowerCase();
    if (unclosed.has(name)) continue;
    const closing = new RegExp(`</${name}\\s*>`, "gi");
    closing.lastIndex = CODE_OPENING.lastIndex;
    const close = closing.exec(input);
    if (!close) {
      unclosed.add(name);
      continue;
    }
    out += input.slice(copiedUpTo, open.index);
    copiedUpTo = closing.lastIndex;
    CODE_OPENING.lastIndex = copiedUpTo;
  }
  return out + input.slice(copiedUpTo);
}
