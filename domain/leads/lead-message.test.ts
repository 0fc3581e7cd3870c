import { describe, expect, it } from "vitest";
import { defaultLeadMessage } from "./lead-message";

describe("the message a buyer starts from", () => {
  it("names the listing by its title, in quotes, without our ids", () => {
    expect(defaultLeadMessage("Departamento en Roma Norte")).toBe("Hola, me interesa “Departamento en Roma Norte”. ¿Sigue disponible?");
  });
});
