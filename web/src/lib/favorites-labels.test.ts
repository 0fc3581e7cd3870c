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
    // A listing added for a client goes to the client's list and board, not to the agent's favourites.
    expect(agent.added).toBe("Propiedad agregada a tu cliente");
    expect(agent.addedDescription("Ana")).toBe("Ya está en la lista de “Ana” y en su tablero.");
    expect(`${agent.added} ${agent.addedDescription("Ana")}`).not.toMatch(/favorit/i);
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

describe("favourites dialog labels in English", () => {
  it("have the same words for people and agents, in English", () => {
    expect(favoritesLabels(false, "en").viewTitle).toBe("My favorites");
    expect(favoritesLabels(true, "en").createCard).toBe("Create new client");
    expect(favoritesLabels(false, "en").deleteQuestion("Roma")).toBe('Are you sure you want to delete the list "Roma"?');
  });
});
