import { describe, expect, it } from "vitest";
import { listSummary, pageCount, readFilters, statusChips, writeFilters } from "./listing-filters";

describe("readFilters", () => {
  it("reads status, agent and page from the address", () => {
    expect(readFilters(new URLSearchParams("tab=propiedades&estado=pausada&agente=u_1&pagina=3"))).toEqual({
      status: "pausada",
      agentId: "u_1",
      page: 3,
    });
  });

  it("ignores what it does not know", () => {
    expect(readFilters(new URLSearchParams("estado=archivada&agente=&pagina=-2"))).toEqual({ status: undefined, agentId: undefined, page: 1 });
    expect(readFilters(new URLSearchParams("pagina=2.5")).page).toBe(1);
  });
});

describe("writeFilters", () => {
  const params = new URLSearchParams("tab=propiedades&estado=publicada&pagina=4");

  it("starts again at page 1 when the status or the agent changes, and keeps the rest", () => {
    expect(writeFilters(params, { status: "vencida" }).toString()).toBe("tab=propiedades&estado=vencida");
    expect(writeFilters(params, { agentId: "u_2" }).toString()).toBe("tab=propiedades&estado=publicada&agente=u_2");
  });

  it("changes the page alone", () => {
    expect(writeFilters(params, { page: 5 }).toString()).toBe("tab=propiedades&estado=publicada&pagina=5");
    expect(writeFilters(params, { page: 1 }).toString()).toBe("tab=propiedades&estado=publicada");
  });

  it("drops a filter set to everything", () => {
    expect(writeFilters(params, { status: undefined }).toString()).toBe("tab=propiedades");
  });
});

describe("pages", () => {
  it("counts pages of 50, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
  });

  it("says which listings are shown", () => {
    expect(listSummary(2, 50, 230)).toBe("51–100 de 230 propiedades");
    expect(listSummary(5, 30, 230)).toBe("201–230 de 230 propiedades");
    expect(listSummary(1, 12, 12)).toBe("12 propiedades");
    expect(listSummary(1, 1, 1)).toBe("1 propiedad");
  });
});

describe("statusChips", () => {
  it("offers 'Todas' and the statuses with listings, in the order of a listing's life", () => {
    expect(statusChips({ vencida: 1, publicada: 12, borrador: 3 }, undefined)).toEqual([
      { status: undefined, label: "Todas", count: 16 },
      { status: "borrador", label: "Borradores", count: 3 },
      { status: "publicada", label: "Publicadas", count: 12 },
      { status: "vencida", label: "Vencidas", count: 1 },
    ]);
  });

  it("keeps the status being shown even when it has none left", () => {
    expect(statusChips({ publicada: 2 }, "pausada").map((c) => c.label)).toEqual(["Todas", "Publicadas", "Pausadas"]);
  });
});

describe("My listings in English", () => {
  it("names the statuses and the count in English", () => {
    expect(statusChips({ en_revision: 1, publicada: 2 }, undefined, "en").map((c) => c.label)).toEqual(["All", "Published", "Under review"]);
    expect(listSummary(2, 50, 230, "en")).toBe("51–100 of 230 properties");
    expect(listSummary(1, 1, 1, "en")).toBe("1 property");
  });
});
