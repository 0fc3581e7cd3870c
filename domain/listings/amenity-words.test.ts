import { describe, expect, it } from "vitest";
import { amenitiesWithoutEnglish, amenityName } from "./amenity-words";

describe("amenity names on the English publish form", () => {
  it("names every amenity in English, and keeps the stored Spanish on Spanish pages", () => {
    expect(amenitiesWithoutEnglish()).toEqual([]);
    expect(amenityName("Terraza", "en")).toBe("Terrace");
    expect(amenityName("Terraza", "es")).toBe("Terraza");
  });
});
