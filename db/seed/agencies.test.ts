import { describe, expect, it } from "vitest";
import { AGENCIES, buildDemoAccounts, INDEPENDENT_AGENT } from "./accounts";
import { generateListings, type ListingFocus, type PropertyRow } from "./listings";
import { buildLocations, DEFAULT_SEED } from "./locations";
import { buildPhotoCatalog } from "./photo-catalog";
import { stableId } from "./random";

const NOW = new Date("2026-06-01T12:00:00Z");
const photos = buildPhotoCatalog();

function seeded(seed: string, count = 2400) {
  const places = buildLocations(seed);
  const demo = buildDemoAccounts(seed, "hash", NOW);
  const { properties } = generateListings({ seed, count, now: NOW, places, agents: demo.listingAgents, photos });
  return { places, demo, properties };
}

describe("demo agencies", () => {
  const demo = buildDemoAccounts("test-seed", "hash", NOW);
  const byId = new Map(demo.users.map((u) => [u.id, u]));

  it("keeps the original demo accounts exactly as they were", () => {
    const original = [
      ["comprador@hogaria.mx", "Lucía Fernández", "no_agente"],
      ["agente@hogaria.mx", "Mariana López", "agente"],
      ["inmobiliaria@hogaria.mx", "Ricardo Hernández", "inmobiliaria"],
      ["sofia.ramirez@hogaria.mx", "Sofía Ramírez", "agente"],
      ["diego.martinez@hogaria.mx", "Diego Martínez", "agente"],
      ["valeria.torres@hogaria.mx", "Valeria Torres", "agente"],
    ];
    expect(demo.users.slice(0, 6).map((u) => [u.email, u.name, u.role])).toEqual(original);
    for (const [email] of original) expect(demo.users.find((u) => u.email === email)!.id).toBe(stableId("test-seed", "usr_", email, 16));
    expect(demo.agencies[0]).toMatchObject({
      id: stableId("test-seed", "agc_", "casa-capital-inmobiliaria", 16),
      name: "Casa Capital Inmobiliaria",
      slug: "casa-capital-inmobiliaria",
      description: "Inmobiliaria con más de 15 años en la Ciudad de México. Compra, venta y renta de casas, departamentos y espacios comerciales.",
    });
    const mariana = demo.users.find((u) => u.email === "agente@hogaria.mx")!;
    expect(demo.agencyAgents.some((l) => l.agentId === mariana.id)).toBe(false);
    expect(demo.agencies.some((a) => a.ownerId === mariana.id)).toBe(false);
  });

  it("has seven agencies, each with an inmobiliaria owner and one to three agents", () => {
    expect(demo.agencies).toHaveLength(7);
    for (const agency of demo.agencies) {
      expect(byId.get(agency.ownerId)?.role, agency.name).toBe("inmobiliaria");
      const agents = demo.agencyAgents.filter((l) => l.agencyId === agency.id).map((l) => byId.get(l.agentId)!);
      expect(agents.length, agency.name).toBeGreaterThanOrEqual(1);
      expect(agents.length, agency.name).toBeLessThanOrEqual(3);
      for (const agent of agents) expect(agent.role).toBe("agente");
      expect(agency.description!.length).toBeGreaterThan(60);
    }
    expect(demo.users.filter((u) => u.role === "inmobiliaria")).toHaveLength(7);
  });

  it("has no duplicate e-mails, ids, names or slugs, and nobody in two agencies", () => {
    const unique = (xs: unknown[]) => expect(new Set(xs).size).toBe(xs.length);
    unique(demo.users.map((u) => u.email));
    unique(demo.users.map((u) => u.id));
    unique(demo.accounts.map((a) => a.id));
    unique(demo.agencies.map((a) => a.slug));
    unique(demo.agencies.map((a) => a.id));
    unique(demo.agencies.map((a) => a.name));
    unique(demo.agencies.map((a) => a.ownerId));
    unique(demo.agencyAgents.map((l) => l.agentId));
    unique(demo.agencies.map((a) => a.phone));
    for (const a of demo.agencies) expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives the new agencies their own .mx e-mail domain", () => {
    for (const agency of AGENCIES.slice(1)) {
      const domain = agency.owner.email.split("@")[1];
      expect(domain, agency.name).toMatch(/^[a-z]+\.mx$/);
      expect(domain).not.toBe("hogaria.mx");
      for (const agent of agency.agents) expect(agent.email.endsWith(`@${domain}`), agent.email).toBe(true);
    }
  });

  it("focuses each new agency on two to four alcaldías, and the weights add up to 100", () => {
    for (const agency of AGENCIES.slice(1)) {
      const n = agency.focus?.alcaldias?.length ?? 0;
      expect(n, agency.name).toBeGreaterThanOrEqual(2);
      expect(n, agency.name).toBeLessThanOrEqual(4);
    }
    const people = [INDEPENDENT_AGENT, ...AGENCIES.flatMap((a) => [a.owner, ...a.agents])];
    expect(people.reduce((sum, p) => sum + p.listingWeight, 0)).toBe(100);
  });
});

const fits = (focus: ListingFocus, p: PropertyRow, priceM2: number) =>
  (!focus.types || focus.types.includes(p.propertyType)) &&
  (!focus.operations || focus.operations.includes(p.operationType)) &&
  priceM2 >= (focus.minPriceM2 ?? 0);

describe.each([DEFAULT_SEED, "test-seed"])("listings per agency (seed %s)", (seed) => {
  const { places, demo, properties } = seeded(seed);
  const alcaldiaOf = new Map(places.alcaldias.map((a) => [a.id, a.nombreCanonico]));
  const priceOf = new Map(places.colonias.map((c) => [c.row.id, c.data.precioM2]));
  const ofAgency = (id: string) => properties.filter((p) => p.agencyId === id);

  it("still makes 2,400 listings, all published by someone", () => {
    expect(properties).toHaveLength(2400);
    for (const p of properties) expect(p.agentId).toBeTruthy();
  });

  it("gives every agency, owner and agent listings, in about the planned numbers", () => {
    for (const [i, agency] of demo.agencies.entries()) {
      const planned = [AGENCIES[i].owner, ...AGENCIES[i].agents].reduce((sum, p) => sum + p.listingWeight, 0) * 24;
      const count = ofAgency(agency.id!).length;
      expect(count, agency.name).toBeGreaterThan(planned * 0.75);
      expect(count, agency.name).toBeLessThan(planned * 1.25);
    }
    for (const agent of demo.listingAgents) expect(properties.filter((p) => p.agentId === agent.id).length, agent.id).toBeGreaterThan(10);
  });

  it("keeps agente@hogaria.mx independent and the Casa Capital team publishing", () => {
    const idOf = (email: string) => demo.users.find((u) => u.email === email)!.id;
    const mariana = properties.filter((p) => p.agentId === idOf("agente@hogaria.mx"));
    expect(mariana.length).toBeGreaterThan(150);
    for (const p of mariana) expect(p.agencyId).toBeNull();
    for (const email of ["inmobiliaria@hogaria.mx", "sofia.ramirez@hogaria.mx", "diego.martinez@hogaria.mx", "valeria.torres@hogaria.mx"]) {
      const listings = properties.filter((p) => p.agentId === idOf(email));
      expect(listings.length, email).toBeGreaterThan(100);
      for (const p of listings) expect(p.agencyId).toBe(demo.agencies[0].id);
    }
  });

  it("files each listing under its agent's agency", () => {
    const agencyOf = new Map(demo.listingAgents.map((a) => [a.id, a.agencyId]));
    for (const p of properties) expect(p.agencyId).toBe(agencyOf.get(p.agentId!));
  });

  it("puts at least 80% of a focused agency's listings in its alcaldías, and all of them in its specialty", () => {
    for (const [i, agency] of demo.agencies.entries()) {
      const focus = AGENCIES[i].focus;
      if (!focus) continue;
      const listings = ofAgency(agency.id!);
      const inside = listings.filter((p) => focus.alcaldias!.includes(alcaldiaOf.get(p.municipioId!) as never));
      expect(inside.length / listings.length, agency.name).toBeGreaterThanOrEqual(0.8);
      for (const p of listings) expect(fits(focus, p, priceOf.get(p.locationId)!), `${agency.name}: ${p.title}`).toBe(true);
    }
  });

  it("keeps Diego on commercial listings and the personal niches mostly in their areas", () => {
    const idOf = (email: string) => demo.users.find((u) => u.email === email)!.id;
    const diego = properties.filter((p) => p.agentId === idOf("diego.martinez@hogaria.mx"));
    for (const p of diego) expect(["local-comercial", "oficina", "bodega-comercial"]).toContain(p.propertyType);
    const mariana = properties.filter((p) => p.agentId === idOf("agente@hogaria.mx"));
    const central = mariana.filter((p) => ["Cuauhtémoc", "Benito Juárez"].includes(alcaldiaOf.get(p.municipioId!)!));
    expect(central.length / mariana.length).toBeGreaterThan(0.55);
  });

  it("is deterministic", () => {
    const again = seeded(seed);
    expect(again.properties.map((p) => [p.id, p.agentId])).toEqual(properties.map((p) => [p.id, p.agentId]));
  });
});

describe("the fixture's listings", () => {
  it("include at least three agencies with a few listings each", () => {
    for (const seed of [DEFAULT_SEED, "test-seed"]) {
      const { demo, properties } = seeded(seed, 48);
      expect(properties).toHaveLength(48);
      const withFew = demo.agencies.filter((a) => properties.filter((p) => p.agencyId === a.id).length >= 3);
      expect(withFew.length, seed).toBeGreaterThanOrEqual(3);
    }
  });
});
