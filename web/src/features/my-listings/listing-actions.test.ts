import { describe, expect, it } from "vitest";
import { LISTING_STATUSES, canDo } from "@domain/listings/listing-status";
import { editUrl, rowActions } from "./listing-actions";

const labels = (listing: Parameters<typeof rowActions>[0]) => {
  const { buttons, menu } = rowActions(listing);
  return { buttons: buttons.map((a) => a.label), menu: menu.map((a) => a.label) };
};

describe("rowActions", () => {
  it("offers a draft 'Continuar' and deleting", () => {
    expect(labels({ status: "borrador", operation_type: null })).toEqual({ buttons: ["Continuar"], menu: ["Eliminar"] });
  });

  it("offers a published listing editing and services first, the rest in the menu", () => {
    expect(labels({ status: "publicada", operation_type: "venta" })).toEqual({
      buttons: ["Editar", "Servicios"],
      menu: ["Pausar", "Renovar", "Sigue disponible", "Marcar como vendida", "Eliminar"],
    });
    expect(labels({ status: "publicada", operation_type: "renta" }).menu).toContain("Marcar como rentada");
    expect(labels({ status: "publicada", operation_type: "remate" }).menu).toContain("Marcar como vendida");
  });

  it("brings a paused or expired listing back first", () => {
    expect(labels({ status: "pausada", operation_type: "renta" })).toEqual({
      buttons: ["Reactivar", "Editar"],
      menu: ["Servicios", "Marcar como rentada", "Eliminar"],
    });
    expect(labels({ status: "vencida", operation_type: "venta" })).toEqual({ buttons: ["Renovar", "Editar"], menu: ["Eliminar"] });
  });

  it("gives an agency owner 'Cambiar agente' in the menu, above Eliminar, in every status", () => {
    for (const status of LISTING_STATUSES) {
      const { buttons, menu } = rowActions({ status, operation_type: "venta" }, { reassign: true });
      expect(buttons.map((a) => a.kind)).not.toContain("reassign");
      expect(
        menu.slice(-2).map((a) => a.label),
        status,
      ).toEqual(["Cambiar agente", "Eliminar"]);
    }
    expect(labels({ status: "publicada", operation_type: "venta" }).menu).not.toContain("Cambiar agente");
  });

  it("puts 'Sigue disponible' first once the e-mail asked, and on a listing out of search until confirmed", () => {
    expect(labels({ status: "publicada", operation_type: "renta", confirmation_asked_at: "2026-11-20T16:00:00Z" }).buttons).toEqual([
      "Sigue disponible",
      "Editar",
    ]);
    expect(labels({ status: "por_confirmar", operation_type: "renta" })).toEqual({
      buttons: ["Sigue disponible", "Editar"],
      menu: ["Marcar como rentada", "Eliminar"],
    });
  });

  it("leaves a closed listing only deleting", () => {
    expect(labels({ status: "vendida", operation_type: "venta" })).toEqual({ buttons: [], menu: ["Eliminar"] });
    expect(labels({ status: "rentada", operation_type: "renta" })).toEqual({ buttons: [], menu: ["Eliminar"] });
  });

  it("never offers what the status does not allow", () => {
    const needs = {
      confirm: "confirmar",
      edit: "editar",
      pause: "pausar",
      reactivate: "reactivar",
      close: "cerrar",
      renew: "renovar",
      delete: "eliminar",
    } as const;
    for (const status of LISTING_STATUSES) {
      const { buttons, menu } = rowActions({ status, operation_type: "venta" });
      for (const action of [...buttons, ...menu]) {
        if (action.kind !== "services" && action.kind !== "reassign") expect(canDo(status, needs[action.kind])).toBe(true);
      }
    }
  });
});

describe("editUrl", () => {
  it("opens the listing in /publicar", () => {
    expect(editUrl("abc 1")).toBe("/publicar?id=abc%201");
  });
});

describe("rowActions in English", () => {
  it("labels every action in English", () => {
    expect(labels2({ status: "publicada", operation_type: "renta" })).toEqual({
      buttons: ["Edit", "Services"],
      menu: ["Pause", "Renew", "Still available", "Mark as rented", "Change agent", "Delete"],
    });
  });
});

function labels2(listing: Parameters<typeof rowActions>[0]) {
  const { buttons, menu } = rowActions(listing, { reassign: true, lang: "en" });
  return { buttons: buttons.map((a) => a.label), menu: menu.map((a) => a.label) };
}
