import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { buildDemoAccounts, DEMO_PASSWORD, hashDemoPassword } from "./accounts";

const NOW = new Date("2026-06-01T12:00:00Z");

describe("demo accounts", () => {
  const demo = buildDemoAccounts("test-seed", "hash", NOW);

  it("has one account per role with memorable e-mails", () => {
    const byEmail = new Map(demo.users.map((u) => [u.email, u]));
    expect(byEmail.get("comprador@hogaria.mx")?.role).toBe("no_agente");
    expect(byEmail.get("agente@hogaria.mx")?.role).toBe("agente");
    expect(byEmail.get("inmobiliaria@hogaria.mx")?.role).toBe("inmobiliaria");
    expect(new Set(demo.users.map((u) => u.id)).size).toBe(demo.users.length);
  });

  it("uses a password that passes the sign-up rule", () => {
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
    expect(DEMO_PASSWORD).toMatch(/[A-Z]/);
    expect(DEMO_PASSWORD).toMatch(/[a-z]/);
    expect(DEMO_PASSWORD).toMatch(/\d/);
  });

  it("stores better-auth credential accounts", () => {
    expect(demo.accounts).toHaveLength(demo.users.length);
    for (const account of demo.accounts) {
      expect(account.providerId).toBe("credential");
      expect(account.accountId).toBe(account.userId);
      expect(account.password).toBe("hash");
    }
  });

  it("keeps Casa Capital owned by inmobiliaria@hogaria.mx with its three agents", () => {
    const owner = demo.users.find((u) => u.email === "inmobiliaria@hogaria.mx")!;
    const casaCapital = demo.agencies.find((a) => a.slug === "casa-capital-inmobiliaria")!;
    expect(casaCapital).toMatchObject({ name: "Casa Capital Inmobiliaria", ownerId: owner.id });
    const agents = demo.agencyAgents.filter((l) => l.agencyId === casaCapital.id).map((l) => demo.users.find((u) => u.id === l.agentId)!.email);
    expect(agents.sort()).toEqual(["diego.martinez@hogaria.mx", "sofia.ramirez@hogaria.mx", "valeria.torres@hogaria.mx"]);
  });

  it("gives every agent and agency owner a profile with well-formed 10-digit Mexico City numbers", () => {
    expect(demo.agentProfiles.length).toBe(demo.users.filter((u) => u.role !== "no_agente").length);
    for (const p of demo.agentProfiles) {
      expect(p.phone).toMatch(/^55\d{8}$/);
      expect(p.whatsapp).toBe(p.phone);
    }
    for (const a of demo.agencies) {
      expect(a.phone).toMatch(/^55\d{8}$/);
      expect(a.whatsapp).toMatch(/^55\d{8}$/);
    }
  });

  it("hashes the password the way better-auth verifies it", async () => {
    const hash = await hashDemoPassword();
    expect(await verifyPassword({ hash, password: DEMO_PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: "otra-cosa" })).toBe(false);
  });
});
