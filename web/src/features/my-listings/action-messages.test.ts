import { describe, expect, it } from "vitest";
import { confirmCopy, failureTitle, successMessage } from "./action-messages";

const listing = { title: "Departamento en la Roma" };
const change = { id: "p1", expires_at: "2027-01-20T18:00:00Z" };

describe("successMessage", () => {
  it("says what changed for each action", () => {
    expect(successMessage("pause", listing, { ...change, status: "pausada" }).title).toBe("Propiedad pausada");
    expect(successMessage("reactivate", listing, { ...change, status: "publicada" }).title).toBe("Propiedad reactivada");
    expect(successMessage("close", listing, { ...change, status: "rentada" }).title).toBe("Propiedad marcada como rentada");
    expect(successMessage("close", listing, { ...change, status: "vendida" }).title).toBe("Propiedad marcada como vendida");
    expect(successMessage("delete", listing, null)).toEqual({
      title: "Propiedad eliminada",
      description: "“Departamento en la Roma” ya no está en tus propiedades.",
    });
  });

  it("says a confirmed listing shows as updated today, and back in search when it had left", () => {
    expect(successMessage("confirm", { ...listing, status: "publicada" }, { ...change, status: "publicada" }).description).toBe(
      "Aparece en las búsquedas como actualizada hoy.",
    );
    expect(successMessage("confirm", { ...listing, status: "por_confirmar" }, { ...change, status: "publicada" }).description).toBe(
      "Ya aparece otra vez en las búsquedas como actualizada hoy.",
    );
    expect(successMessage("confirm", { ...listing, status: "por_confirmar" }, { ...change, status: "vencida" }).title).toBe(
      "Tu publicación ya había vencido",
    );
  });

  it("tells when a paused listing came back already expired", () => {
    expect(successMessage("reactivate", listing, { ...change, status: "vencida" }).title).toBe("Tu publicación ya había vencido");
  });

  it("gives the new end and the passes left after renewing", () => {
    expect(successMessage("renew", listing, { ...change, status: "publicada", passes: { passes_remaining: 2, rollover_passes: 1 } })).toEqual({
      title: "Publicación renovada",
      description: "Vence el 20 de enero de 2027. Te quedan 3 pases.",
    });
    expect(
      successMessage("renew", listing, { ...change, status: "publicada", passes: { passes_remaining: 0, rollover_passes: 1 } }).description,
    ).toBe("Vence el 20 de enero de 2027. Te queda 1 pase.");
  });
});

describe("failureTitle", () => {
  it("names the failed action", () => {
    expect(failureTitle("renew")).toBe("No se pudo renovar la publicación");
  });
});

describe("confirmCopy", () => {
  const now = new Date("2026-12-01T16:00:00Z");
  const published = { title: "Casa en Coyoacán", status: "publicada" as const, operation_type: "venta" as const, expires_at: "2026-12-24T18:00:00Z" };

  it("says renewing spends a pass and when the listing will end", () => {
    expect(confirmCopy("renew", published, now, { passes: 3, paid_by: "own", agency_name: null })).toEqual({
      title: "¿Renovar esta publicación?",
      description:
        "Renovar “Casa en Coyoacán” usa 1 pase de tu plan. Se suman 30 días a su periodo actual: vencerá el 23 de enero de 2027. Tienes 3 pases disponibles. Te quedarán 2 pases.",
      confirmLabel: "Renovar con 1 pase",
      destructive: false,
    });
    const expired = { ...published, status: "vencida" as const, expires_at: "2026-11-20T18:00:00Z" };
    expect(confirmCopy("renew", expired, now, null).description).toBe(
      "Renovar “Casa en Coyoacán” usa 1 pase de tu plan. Se vuelve a publicar hoy y vence el 31 de diciembre de 2026.",
    );
  });

  it("names the agency whose plan pays for renewing one of its listings, and what is left after", () => {
    expect(confirmCopy("renew", published, now, { passes: 1, paid_by: "agency", agency_name: "Casa Capital" }).description).toBe(
      "Renovar “Casa en Coyoacán” usa 1 pase del plan de Casa Capital. Se suman 30 días a su periodo actual: vencerá el 23 de enero de 2027. Casa Capital tiene 1 pase disponible. A Casa Capital le quedarán 0 pases.",
    );
    expect(confirmCopy("renew", published, now, { passes: 2, paid_by: "own", agency_name: null }).description).toMatch(/Te quedará 1 pase\.$/);
  });

  it("names the closing by the operation", () => {
    expect(confirmCopy("close", { ...published, operation_type: "renta" }, now, null)).toMatchObject({
      title: "¿Marcar como rentada?",
      confirmLabel: "Marcar como rentada",
    });
  });

  it("warns that deleting cannot be undone and that a client's board keeps its copy", () => {
    const copy = confirmCopy("delete", published, now, null);
    expect(copy.destructive).toBe(true);
    expect(copy.description).toContain("Si está en el tablero de algún cliente, ahí seguirá visible.");
    expect(confirmCopy("delete", { ...published, status: "borrador" }, now, null).description).toBe(
      "Se eliminará el borrador “Casa en Coyoacán”. No se puede deshacer.",
    );
  });
});

describe("in English", () => {
  it("asks and answers in English, with en-US dates and passes", () => {
    const now = new Date("2026-12-01T16:00:00Z");
    const published = { title: "Loft in Roma", status: "publicada" as const, operation_type: "renta" as const, expires_at: "2026-12-24T18:00:00Z" };
    expect(confirmCopy("renew", published, now, { passes: 1, paid_by: "own", agency_name: null }, "en")).toEqual({
      title: "Renew this listing?",
      description:
        "Renewing “Loft in Roma” uses 1 pass from your plan. 30 days are added to its current period: it will expire on January 23, 2027. You have 1 pass available. You will have 0 passes left.",
      confirmLabel: "Renew with 1 pass",
      destructive: false,
    });
    expect(confirmCopy("close", published, now, null, "en").title).toBe("Mark as rented?");
    expect(successMessage("pause", published, null, "en").title).toBe("Listing paused");
    expect(failureTitle("delete", "en")).toBe("The listing could not be deleted");
  });
});
