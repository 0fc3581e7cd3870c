import { describe, expect, it } from "vitest";
import { favoritesLabels } from "./favorites-labels";

describe("favourites dialog labels", () => {
  it("agents and agencies see their lists as clients", () => {
    const agent = favoritesLabels(true);
    expect(agent.createCard).toBe("Crear nuevo cliente");
    expect(agent.nameLabel).toBe("Nombre del cliente");
    expect(agent.createSubmit).toBe("Agregar cliente");
    expect(agent.created).toBe("Cliente creado");
    expect(agent.createdDescription("Ana")).toBe('Cliente "Ana" creado exitosamente');
    expect(agent.deleteQuestion("Ana")).toBe('¿Estás seguro de que deseas eliminar el cliente "Ana"?');
  });

  it("people searching see lists of favourites, with the favourites' toasts", () => {
    const person = favoritesLabels(false);
    expect(person.viewTitle).toBe("Mis favoritas");
    expect(person.created).toBe("Lista creada");
    expect(person.createFailed).toBe("No se pudo crear la lista");
    expect(person.loadListsFailed).toBe("No se pudieron cargar las listas de favoritos");
    expect(person.deleted).toBe("Lista eliminada");
    expect(person.deleteFailed).toBe("No se pudo eliminar la lista");
  });
});
