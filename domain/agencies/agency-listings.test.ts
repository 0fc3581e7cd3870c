import { describe, expect, it } from "vitest";
import { agencyListingsApiQuery, agencyListingsSearch, readAgencyListingsState } from "./agency-listings";

const counts = { venta: 2, renta: 9, remate: 0 };

describe("the agency page's listings state", () => {
  it("opens on the operation with the most listings and reads the filters leniently", () => {
    const state = readAgencyListingsState(new URLSearchParams("tipo=casa&recamaras=9&orden=raro&page=-1"), counts);
    expect(state).toEqual({ operation: "renta", tipo: "casa", recamaras: null, orden: "recientes", page: 1 });
  });
  it("writes the page's address without defaults and asks the search API with the agency", () => {
    const state = readAgencyListingsState(new URLSearchParams("operacion=venta&recamaras=2&page=3"), counts);
    expect(agencyListingsSearch(state, counts)).toBe("?operacion=venta&recamaras=2&page=3");
    expect(agencyListingsApiQuery("casa-capital", state)).toBe("operation=venta&inmobiliaria=casa-capital&recamaras=2&page=3&page_size=12");
    expect(agencyListingsSearch({ ...state, operation: "renta", recamaras: null, page: 1 }, counts)).toBe("");
  });
});
