import { describe, expect, it } from "vitest";
import { holdReasonFor, type CountedReport } from "./report-threshold";

const report = (email: string, over: Partial<CountedReport> = {}): CountedReport => ({
  email,
  reason: "precio_falso",
  confirmedAccount: false,
  ...over,
});

describe("holdReasonFor", () => {
  it("holds nothing with no reports, one or two", () => {
    expect(holdReasonFor([])).toBeNull();
    expect(holdReasonFor([report("a@x.mx")])).toBeNull();
    expect(holdReasonFor([report("a@x.mx"), report("b@x.mx")])).toBeNull();
  });

  it("holds on three reports from distinct people", () => {
    expect(holdReasonFor([report("a@x.mx"), report("b@x.mx"), report("c@x.mx")])).toBe("reportes");
  });

  it("counts one person once, whatever the case of their address", () => {
    expect(holdReasonFor([report("a@x.mx"), report("A@X.MX"), report("b@x.mx")])).toBeNull();
  });

  it("holds at once on a money report from a confirmed account", () => {
    expect(holdReasonFor([report("a@x.mx", { reason: "dinero_antes_de_visitar", confirmedAccount: true })])).toBe("dinero_antes_de_visitar");
  });

  it("does not hold on a money report from an anonymous or unconfirmed reporter alone", () => {
    expect(holdReasonFor([report("a@x.mx", { reason: "dinero_antes_de_visitar" })])).toBeNull();
    expect(holdReasonFor([report("a@x.mx", { confirmedAccount: true })])).toBeNull();
  });

  it("names the money reason when both rules hold", () => {
    const reports = [report("a@x.mx"), report("b@x.mx"), report("c@x.mx", { reason: "dinero_antes_de_visitar", confirmedAccount: true })];
    expect(holdReasonFor(reports)).toBe("dinero_antes_de_visitar");
  });
});
