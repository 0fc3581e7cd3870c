import { describe, expect, it } from "vitest";
import { photoAlt } from "./photo-alt";

describe("photoAlt", () => {
  it("describes a photo by its alt, else by the title and number", () => {
    expect(photoAlt("Sala comedor", "Departamento en venta en Tacubaya", 0)).toBe("Sala comedor");
    expect(photoAlt(null, "Departamento en venta en Tacubaya", 2)).toBe("Departamento en venta en Tacubaya, foto 3");
    expect(photoAlt("  ", "Casa en renta", 0)).toBe("Casa en renta, foto 1");
  });
});
