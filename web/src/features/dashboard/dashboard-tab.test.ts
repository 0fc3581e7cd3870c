import { describe, expect, it } from "vitest";
import { readDashboardTab } from "./dashboard-tab";

describe("readDashboardTab", () => {
  it("reads the tab from the address, 'propiedades' by default", () => {
    expect(readDashboardTab(new URLSearchParams("tab=mensajes"))).toBe("mensajes");
    expect(readDashboardTab(new URLSearchParams("tab=resumen"))).toBe("resumen");
    expect(readDashboardTab(new URLSearchParams(""))).toBe("propiedades");
    expect(readDashboardTab(new URLSearchParams("tab=otra"))).toBe("propiedades");
  });
  it("falls back to 'propiedades' for a tab this person does not have", () => {
    expect(readDashboardTab(new URLSearchParams("tab=reportes"), ["propiedades", "mensajes", "resumen"])).toBe("propiedades");
    expect(readDashboardTab(new URLSearchParams("tab=reportes"))).toBe("reportes");
  });
});
