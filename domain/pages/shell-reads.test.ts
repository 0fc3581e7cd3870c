import { describe, expect, it } from "vitest";
import { API_READS, shellReads } from "./shell-reads";

describe("shellReads", () => {
  it("answers who is signed in on every signed-in page, and the agent's listings and plan on a plain /dashboard", () => {
    const base = [API_READS.session, API_READS.profile, API_READS.siteConfig];
    expect(shellReads("dashboard", {}, "", "agente")).toEqual([...base, API_READS.myListings, API_READS.subscription, API_READS.subscriptionHolder]);
    expect(shellReads("dashboard", {}, "", "inmobiliaria")).toEqual([
      ...base,
      API_READS.myListings,
      API_READS.subscription,
      API_READS.subscriptionHolder,
    ]);
    // A person who searches has no listings; a filtered list reads something else.
    expect(shellReads("dashboard", {}, "", "no_agente")).toEqual(base);
    expect(shellReads("dashboard", {}, "?estado=pausada", "agente")).toEqual(base);
    expect(shellReads("publicar", {}, "", "agente")).toEqual(base);
  });

  it("answers a client's board for an agent, with the list's id encoded as the app asks for it", () => {
    expect(shellReads("clientBoard", { listId: "ab c" }, "", "agente")).toContain("/api/boards/by-list/ab%20c");
    expect(shellReads("clientBoard", { listId: "abc" }, "", "no_agente")).not.toContain(API_READS.boardByList("abc"));
  });
});
