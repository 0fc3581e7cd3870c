import { describe, expect, it } from "vitest";
import { sanitizeMultilineText } from "./sanitize-multiline";

describe("sanitizeMultilineText", () => {
  it("keeps line breaks and single blank lines between paragraphs", () => {
    expect(sanitizeMultilineText("Primera línea\nSegunda línea\n\nOtro párrafo")).toBe("Primera línea\nSegunda línea\n\nOtro párrafo");
  });

  it("turns Windows and old Mac line endings into \\n", () => {
    expect(sanitizeMultilineText("Uno\r\nDos\rTres")).toBe("Uno\nDos\nTres");
  });

  it("leaves at most one blank line between paragraphs", () => {
    expect(sanitizeMultilineText("Uno\n\n\n\n\nDos")).toBe("Uno\n\nDos");
    expect(sanitizeMultilineText("Uno\n   \n \t \n\nDos")).toBe("Uno\n\nDos");
  });

  it("collapses spaces inside a line and trims the whole text", () => {
    expect(sanitizeMultilineText("\n\n   Sala   amplia \t con luz  \n  Cocina integral   \n\n")).toBe("Sala amplia con luz\nCocina integral");
  });

  it("strips markup, scripts and event handlers on every line", () => {
    const input =
      'Depa <b>luminoso</b>\n<script>alert(1)</script>Con terraza\n<img src=x onerror="alert(1)">Vista <a href="javascript:alert(1)">linda</a>';
    const out = sanitizeMultilineText(input);
    expect(out).toBe("Depa luminoso\nCon terraza\nVista linda");
    expect(out).not.toMatch(/[<>"]|script|onerror|javascript:/i);
  });

  it("answers an empty string for markup only", () => {
    expect(sanitizeMultilineText("<script>x</script>\n\n<b></b>")).toBe("");
  });
});
