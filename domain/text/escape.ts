// Text goes into markup only through these, so whatever a person wrote is shown as the
// characters they typed and never read as a tag, an attribute's end or a script's end.

/** Text or an attribute's value (double- or single-quoted) in HTML or XML: & < > " ' as numeric references. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A value as JSON inside a <script> element (JSON-LD, the shell's answers): "<" and ">"
 * become \u003c and \u003e, so no "</script>" or "<!--" in the data can end or bend the
 * element, and "&" becomes \u0026. The JSON still parses to the same value.
 */
export const jsonInScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
