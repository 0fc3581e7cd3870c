import { describe, expect, it } from "vitest";
import { LISTING_FACT_LABELS, withFactLabels } from "./amenities";

describe("withFactLabels", () => {
  it("lists the amenities, then the facts that hold by their labels", () => {
    expect(withFactLabels(["Gimnasio", "Elevador"], { petFriendly: true, furnished: false })).toEqual([
      "Gimnasio",
      "Elevador",
      LISTING_FACT_LABELS.petFriendly,
    ]);
    expect(withFactLabels([], { petFriendly: true, furnished: true })).toEqual([LISTING_FACT_LABELS.petFriendly, LISTING_FACT_LABELS.furnished]);
    expect(withFactLabels(["Gimnasio"], { petFriendly: false, furnished: false })).toEqual(["Gimnasio"]);
  });

  it("names a fact once even when an older listing still has it among its amenities", () => {
    expect(withFactLabels([LISTING_FACT_LABELS.furnished, "Gimnasio"], { petFriendly: false, furnished: true })).toEqual([
      "Gimnasio",
      LISTING_FACT_LABELS.furnished,
    ]);
  });
});
