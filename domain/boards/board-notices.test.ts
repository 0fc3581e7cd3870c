import { describe, expect, it } from "vitest";
import { awaySummaryText, moveNoticeText } from "./board-notices";

describe("moveNoticeText", () => {
  it("names the mover, the property and the column it went to", () => {
    expect(moveNoticeText("Mariana", "Departamento en Roma Norte", "pool", "like")).toBe("Mariana movió “Departamento en Roma Norte” a Me gustaron");
    expect(moveNoticeText("Familia Pérez", "Casa en Coyoacán", "like", "winner")).toBe(
      "Familia Pérez movió “Casa en Coyoacán” a ¡Propiedad ganadora!",
    );
  });

  it("says a card changed places when it stayed in its column", () => {
    expect(moveNoticeText("Mariana", "Casa en Coyoacán", "like", "like")).toBe("Mariana cambió el orden de “Casa en Coyoacán” en Me gustaron");
  });
});

describe("awaySummaryText", () => {
  it("says nothing when nothing changed", () => {
    expect(awaySummaryText({ moved: 0, added: 0, removed: 0 })).toBeNull();
  });

  it("counts moved and new properties in one line, agreeing in number", () => {
    expect(awaySummaryText({ moved: 2, added: 1, removed: 0 })).toBe("Mientras no estabas: 2 propiedades se movieron y 1 nueva.");
    expect(awaySummaryText({ moved: 1, added: 3, removed: 0 })).toBe("Mientras no estabas: 1 propiedad se movió y 3 nuevas.");
    expect(awaySummaryText({ moved: 1, added: 0, removed: 0 })).toBe("Mientras no estabas: 1 propiedad se movió.");
  });

  it("names the noun once when only new or only removed properties changed", () => {
    expect(awaySummaryText({ moved: 0, added: 1, removed: 0 })).toBe("Mientras no estabas: 1 propiedad nueva.");
    expect(awaySummaryText({ moved: 0, added: 0, removed: 2 })).toBe("Mientras no estabas: se quitaron 2 propiedades.");
  });

  it("lists three kinds of change with a comma and 'y'", () => {
    expect(awaySummaryText({ moved: 2, added: 1, removed: 1 })).toBe("Mientras no estabas: 2 propiedades se movieron, 1 nueva y 1 se quitó.");
  });
});

describe("board notices on English pages", () => {
  it("names the mover, the property and the English column", () => {
    expect(moveNoticeText("Mariana", "Departamento en Roma Norte", "pool", "like", "en")).toBe("Mariana moved “Departamento en Roma Norte” to Liked");
    expect(moveNoticeText("Mariana", "Casa en Coyoacán", "like", "like", "en")).toBe("Mariana reordered “Casa en Coyoacán” in Liked");
  });

  it("sums up what changed while away, with English plurals", () => {
    expect(awaySummaryText({ moved: 0, added: 0, removed: 0 }, "en")).toBeNull();
    expect(awaySummaryText({ moved: 2, added: 1, removed: 0 }, "en")).toBe("While you were away: 2 properties moved and 1 new.");
    expect(awaySummaryText({ moved: 0, added: 1, removed: 0 }, "en")).toBe("While you were away: 1 new property.");
    expect(awaySummaryText({ moved: 0, added: 0, removed: 1 }, "en")).toBe("While you were away: 1 property removed.");
    expect(awaySummaryText({ moved: 1, added: 2, removed: 3 }, "en")).toBe("While you were away: 1 property moved, 2 new and 3 removed.");
  });
});
