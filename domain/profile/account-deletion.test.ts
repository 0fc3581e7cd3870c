import { describe, expect, it } from "vitest";
import { accountDeletionEffects } from "./account-deletion";

describe("what deleting an account says it does", () => {
  it("tells an agent their listings leave search, agency listings stay with the agency, and received leads go", () => {
    const keys = accountDeletionEffects("agente").map((e) => e.key);
    expect(keys).toEqual(["listings", "leads", "sent", "boards", "invoices", "account"]);
    const text = accountDeletionEffects("agente")
      .map((e) => e.text)
      .join(" ");
    expect(text).toContain("salen de la búsqueda");
    expect(text).toContain("se quedan con ella");
  });

  it("tells an agency's owner the agency and all its listings go, and its agents keep their accounts", () => {
    const effects = accountDeletionEffects("inmobiliaria");
    expect(effects.map((e) => e.key)).toEqual(["agency", "leads", "sent", "boards", "invoices", "account"]);
    expect(effects[0].text).toContain("asesores conservan sus cuentas");
  });

  it("tells a buyer only about their lists and account, never about listings", () => {
    const effects = accountDeletionEffects("no_agente");
    expect(effects.map((e) => e.key)).toEqual(["sent", "boards", "account"]);
    expect(effects.find((e) => e.key === "boards")?.text).toBe("Tus listas de favoritas se borran.");
  });

  it("says it cannot be undone, for every role", () => {
    for (const role of ["no_agente", "agente", "inmobiliaria"] as const)
      expect(accountDeletionEffects(role).at(-1)?.text).toMatch(/No se puede deshacer\.$/);
  });
});
