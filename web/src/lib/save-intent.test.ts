import { describe, expect, it } from "vitest";
import { ID_MAX_LENGTH } from "@domain/ids";
import { loginUrlFor, safeReturnPath } from "./auth/redirect";
import { saveIntentFrom, searchWithoutSaveIntent, withSaveIntent } from "./save-intent";

const ID = "0b5c7f2e-6d1a-4c3b-9e8f-1a2b3c4d5e6f";

describe("saveIntentFrom", () => {
  it("reads the listing id of ?guardar=", () => {
    expect(saveIntentFrom(`?guardar=${ID}`)).toBe(ID);
    expect(saveIntentFrom(new URLSearchParams({ operation: "renta", guardar: ID }))).toBe(ID);
  });

  it("is null without the parameter, or when it cannot be an id", () => {
    expect(saveIntentFrom("")).toBeNull();
    expect(saveIntentFrom("?operation=venta")).toBeNull();
    expect(saveIntentFrom("?guardar=")).toBeNull();
    expect(saveIntentFrom("?guardar=%20%20")).toBeNull();
    expect(saveIntentFrom(`?guardar=${"a".repeat(ID_MAX_LENGTH + 1)}`)).toBeNull();
  });
});

describe("withSaveIntent", () => {
  it("keeps the page and its query, and adds the save ask", () => {
    const back = withSaveIntent({ pathname: "/rentar", search: "?location=Roma+Norte&page=2" }, ID);
    expect(back.pathname).toBe("/rentar");
    expect(saveIntentFrom(back.search)).toBe(ID);
    expect(new URLSearchParams(back.search).get("location")).toBe("Roma Norte");
    expect(new URLSearchParams(back.search).get("page")).toBe("2");
  });

  it("replaces an earlier ask instead of piling them up", () => {
    const back = withSaveIntent({ pathname: "/propiedad/x", search: "?guardar=old" }, ID);
    expect(new URLSearchParams(back.search).getAll("guardar")).toEqual([ID]);
  });

  it("goes through /login's redirect as a path on this site", () => {
    const login = loginUrlFor(withSaveIntent({ pathname: `/propiedad/${ID}`, search: "" }, ID));
    const redirect = new URLSearchParams(login.split("?")[1]).get("redirect");
    expect(safeReturnPath(redirect)).toBe(`/propiedad/${ID}?guardar=${ID}`);
  });

  it("asks from the home page too (login keeps the redirect)", () => {
    expect(loginUrlFor(withSaveIntent({ pathname: "/", search: "" }, ID))).toBe(`/login?redirect=%2F%3Fguardar%3D${ID}`);
  });
});

describe("searchWithoutSaveIntent", () => {
  it("drops only the save ask", () => {
    expect(searchWithoutSaveIntent(`?operation=renta&guardar=${ID}&page=2`)).toBe("?operation=renta&page=2");
    expect(searchWithoutSaveIntent(`?guardar=${ID}`)).toBe("");
    expect(searchWithoutSaveIntent("")).toBe("");
  });
});
