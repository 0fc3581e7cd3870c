import { describe, expect, it } from "vitest";
import { sanitizeText } from "./sanitize";

describe("sanitizeText", () => {
  it("strips tags, script and style elements with their content, handlers and script schemes", () => {
    expect(sanitizeText("Ana <b>López</b>")).toBe("Ana López");
    expect(sanitizeText("<script>alert(1)</script>Ana<style>p{}</style>")).toBe("Ana");
    expect(sanitizeText("<SCRIPT type=x>alert(1)</SCRIPT >Ana")).toBe("Ana");
    expect(sanitizeText('<img src=x onerror="alert(1)">Ana')).toBe("Ana");
    expect(sanitizeText("javascript:alert(1) Ana")).toBe("alert(1) Ana");
    expect(sanitizeText('Ana "la" <López>/')).toBe("Ana la");
    expect(sanitizeText("  Ana \t\n  López  ")).toBe("Ana López");
  });

  it("keeps an unclosed script's text but not its tags or markup characters", () => {
    expect(sanitizeText("<script>Ana")).toBe("Ana");
    expect(sanitizeText("<script>uno <script>dos</script> tres")).toBe("tres");
  });

  it("leaves no markup character from broken or nested tags", () => {
    for (const input of ["<<b>>Ana", "<a <b>>Ana", "Ana<", "<img alt='a<b' onerror=alert(1)>Ana", "<scr<script>ipt>Ana"]) {
      expect(sanitizeText(input), input).not.toMatch(/[<>"]/);
    }
  });

  // A megabyte of "<" once blocked the worker for seconds, and each pattern below once had
  // a path that rescanned the rest of the text from every opening (quadratic: thousands of
  // times as long on a megabyte). A megabyte of any of them must cost about what a megabyte
  // of ordinary text costs, measured in the same run (fastest of five interleaved runs each,
  // so the machine's speed and load cancel out): at most eight times as long. The same size
  // on both sides, so the collector's work on large strings weighs on both alike.
  it.each(["<", "<script", "<a ", 'on x="', "<style x", "</script"])(
    "sanitises a megabyte of repeated %j about as fast as a megabyte of text",
    { timeout: 60_000 },
    (unit) => {
      const markup = unit.repeat(Math.ceil(1_000_000 / unit.length));
      const text = "Ana López ".repeat(100_000);
      if (unit === "<") expect(sanitizeText(markup)).toBe("");
      let markupMs = Infinity;
      let textMs = Infinity;
      for (let run = 0; run < 5; run++) {
        markupMs = Math.min(
          markupMs,
          time(() => sanitizeText(markup)),
        );
        textMs = Math.min(
          textMs,
          time(() => sanitizeText(text)),
        );
      }
      expect(markupMs / Math.max(textMs, 0.5)).toBeLessThan(8);
    },
  );
});

function time(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}
