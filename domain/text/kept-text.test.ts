import { describe, expect, it } from "vitest";
import { keepMultilineText, keepText } from "./kept-text";
import { escapeHtml, jsonInScript } from "./escape";
import { sanitizeText } from "./sanitize";

// What people write in titles, streets, descriptions and messages.
const WRITTEN = [
  "H3/50/20",
  "Vigilancia 24/7",
  "1/2 baño",
  "3/4 de hectárea",
  "“Loft” con vista",
  'El "cuarto de servicio" y l\'atelier',
  "Precio < $3,000,000 & > $2,500,000",
  "Av. Insurgentes Sur 1234 / Torre B",
  "<script>alert(1)</script>",
  "<b>negritas</b> no es formato",
  "javascript:alert(1) onclick=x",
  "Depa 🏠 con terraza, مرحبا, e\u0301",
];

describe("keepText", () => {
  it("keeps every character a person typed", () => {
    for (const text of WRITTEN) expect(keepText(text), text).toBe(text);
  });

  it("turns runs of spaces, tabs and line breaks into one space and trims", () => {
    expect(keepText("  Depa \t amplio\r\n en   Roma  ")).toBe("Depa amplio en Roma");
  });
});

describe("keepMultilineText", () => {
  it("keeps every character of every paragraph", () => {
    const text = WRITTEN.join("\n");
    expect(keepMultilineText(text)).toBe(text);
  });

  it("keeps paragraphs, turns line endings into \\n and leaves at most one blank line", () => {
    expect(keepMultilineText("  Uno 1/2  \r\n\r\n\r\n\t\nDos “24/7”\rTres  ")).toBe("Uno 1/2\n\nDos “24/7”\nTres");
  });
});

describe("the names' sanitiser", () => {
  it('still strips markup and < > " / from names, where the spec applies it', () => {
    expect(sanitizeText('Ana "la" <b>López</b>/')).toBe("Ana la López");
  });
});

describe("escapeHtml", () => {
  it("escapes & < > \" ' and nothing else, so the text reads back unchanged", () => {
    expect(escapeHtml(`<script>"a" & 'b'</script> H3/50/20 “Loft”`)).toBe(
      "&#60;script&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/script&#62; H3/50/20 “Loft”",
    );
    const decode = (html: string) => html.replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)));
    for (const text of WRITTEN) expect(decode(escapeHtml(text)), text).toBe(text);
  });
});

describe("jsonInScript", () => {
  it("writes no < > & that could end or bend a <script>, and parses back to the same value", () => {
    const value = { name: "</script><!-- “Loft” H3/50/20 & 24/7", list: WRITTEN };
    const json = jsonInScript(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
