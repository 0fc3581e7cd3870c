import { describe, expect, it } from "vitest";
import { csvCell, mexicoCityDay, REPORT_LISTINGS_MAX, reportCsv, reportDays, type AgencyReport } from "./agency-report";

describe("csvCell", () => {
  it("escapes what a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+52 55")).toBe(`"'+52 55"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
  });
  it("leaves plain text and numbers alone", () => {
    expect(csvCell("Depto en Roma, 2 recámaras")).toBe(`"Depto en Roma, 2 recámaras"`);
    expect(csvCell(-3)).toBe(`"-3"`);
    expect(csvCell(null)).toBe(`""`);
  });
});

describe("Mexico City days", () => {
  it("a moment before 06:00 UTC is still the previous day in Mexico City", () => {
    expect(mexicoCityDay(Date.parse("2026-11-26T05:59:00Z"))).toBe("2026-11-25");
    expect(mexicoCityDay(Date.parse("2026-11-26T06:00:00Z"))).toBe("2026-11-26");
  });
  it("the window is 30 days ending today, oldest first", () => {
    const days = reportDays(Date.parse("2026-03-01T12:00:00Z"));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-01-31");
    expect(days[29]).toBe("2026-03-01");
  });
});

describe("reportCsv", () => {
  it("writes listings and agents, escaping titles", () => {
    const report: AgencyReport = {
      from: "2026-10-28",
      to: "2026-11-26",
      by_status: [],
      totals: { views: 3, saves: 1, leads: 1 },
      daily: [],
      listings: [{ id: "a", title: "=cmd|' /C calc'!A0", status: "publicada", agent_name: "Ana", views: 3, saves: 1, leads: 1 }],
      listing_total: 1,
      agents: [{ id: "u", name: "Ana", listing_count: 1, views: 3, saves: 1, leads: 1 }],
    };
    const csv = reportCsv(report, (s) => s.toUpperCase());
    expect(csv.startsWith("\uFEFF")).toBe(true);
    // The window in Spanish words, as the page says it, never "2026-10-28 al 2026-11-26".
    expect(csv.split("\r\n")[0]).toBe(`\uFEFF"Reporte del 28 de octubre al 26 de noviembre de 2026"`);
    expect(csv).toContain(`"'=cmd|' /C calc'!A0","Ana","PUBLICADA","3","1","1"`);
    expect(csv).toContain(`"Ana","1","3","1","1"`);
    expect(csv).not.toContain("más vistas");

    // More listings than the report lists: the CSV says so above them.
    const capped = reportCsv({ ...report, listings: Array(REPORT_LISTINGS_MAX).fill(report.listings[0]), listing_total: 1_234 }, (s) => s);
    expect(capped.split("\r\n")[1]).toBe(`"Las 500 propiedades más vistas de 1,234."`);
  });
});
