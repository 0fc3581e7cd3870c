import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./normalize";
import { slugify } from "./slug";

describe("normalizeSearchText", () => {
  it("drops accents, case and punctuation", () => {
    expect(normalizeSearchText("  Álvaro   Obregón ")).toBe("alvaro obregon");
    expect(normalizeSearchText("Peñón de los Baños")).toBe("penon de los banos");
    expect(normalizeSearchText("Polanco V Sección, CDMX")).toBe("polanco v seccion cdmx");
  });
});

describe("slugify", () => {
  it("makes lowercase hyphenated ascii slugs", () => {
    expect(slugify("Polanco V Sección")).toBe("polanco-v-seccion");
    expect(slugify("Tláhuac")).toBe("tlahuac");
    expect(slugify("Cuajimalpa de Morelos")).toBe("cuajimalpa-de-morelos");
    expect(slugify("San Ángel / Inn")).toBe("san-angel-inn");
  });
});
