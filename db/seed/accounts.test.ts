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

  it("has an agency owned by the inmobiliaria user with three agents", () => {
    const owner = demo.users.find((u) => u.role === "inmobiliaria")!;
    expect(demo.agencies).toHaveLength(1);
    expect(demo.agencies[0]).toMatchObject({ name: "Casa Capital Inmobiliaria", ownerId: owner.id });
    expect(demo.agencyAgents).toHaveLength(3);
  });

  it("gives agents well-formed 10-digit Mexico City numbers", () => {
    expect(demo.agentProfiles.length).toBe(5);
    for (const p of demo.agentProfiles) expect(p.phone).toMatch(/^55\d{8}$/);
    expect(demo.agencies[0].phone).toMatch(/^55\d{8}$/);
  });

  it("hashes the password the way better-auth verifies it", async () => {
    const hash = await hashDemoPassword();
    expect(await verifyPassword({ hash, password: DEMO_PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: "otra-cosa" })).toBe(false);
  });
});
