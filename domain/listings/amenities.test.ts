import { describe, expect, it } from "vitest";
import { AMENITY_NAMES, amenityName } from "./amenities";

describe("an amenity's name in each language", () => {
  it("gives every amenity of the publishing form an English name", () => {
    for (const name of AMENITY_NAMES) expect(amenityName(name, "en").trim(), name).not.toBe("");
    expect(amenityName("Alberca", "en")).toBe("Swimming pool");
    expect(amenityName("Cuarto de servicio", "en")).toBe("Staff quarters");
  });

  it("keeps the Spanish name on Spanish pages, and an advertiser's own words as written", () => {
    expect(amenityName("Alberca", "es")).toBe("Alberca");
    expect(amenityName("Vista al Castillo de Chapultepec", "en")).toBe("Vista al Castillo de Chapultepec");
  });
});
