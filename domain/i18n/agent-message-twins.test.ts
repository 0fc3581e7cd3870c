import { describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "../billing/invoices";
import { CHECKOUT_MESSAGES } from "../billing/checkout-messages";
import { SERVICE_MESSAGES } from "../billing/services";
import { LISTING_FACTS } from "../listings/facts";
import { LISTING_MESSAGES } from "../listings/listing-messages";
import { RFC_MESSAGES } from "../trust/rfc";
import { twinIn } from "./message-twins";

// The publishing and money areas' messages reach an English page in English: the plain ones
// and those built from values (a price range per operation, a fact's name).
describe("the agent's messages in English", () => {
  it("gives every publishing message, plain or built from values, its twin", () => {
    expect(twinIn("en", LISTING_MESSAGES.operation)).toBe("Choose whether it is for sale, for rent or a foreclosure.");
    expect(twinIn("en", LISTING_MESSAGES.priceRange("renta"))).toBe("The monthly rent must be between MX$1,000 and MX$2,000,000.");
    expect(twinIn("en", LISTING_MESSAGES.factChoice(LISTING_FACTS.pets.label))).toBe("Choose an option for “Pets allowed” or leave “Not stated”.");
    for (const message of Object.values(LISTING_MESSAGES)) {
      if (typeof message === "string") expect(twinIn("en", message), message).toBeTruthy();
    }
  });

  it("gives the money messages their twins, and a message shared by two catalogues one twin", () => {
    expect(twinIn("en", BILLING_MESSAGES.rfc)).toMatch(/^The RFC is not valid/);
    expect(twinIn("en", CHECKOUT_MESSAGES.failed)).toBe("There was a problem processing the subscription");
    expect(twinIn("en", RFC_MESSAGES.checkDigit)).toMatch(/^The RFC is not valid/);
    expect(twinIn("en", SERVICE_MESSAGES.propertyNotFound)).toBe(twinIn("en", LISTING_MESSAGES.notFound));
  });
});
