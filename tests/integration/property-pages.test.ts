import { describe, expect, it } from "vitest";
import type { PropertyDetail, PropertyShare, SharedProperty } from "../../domain/properties/property";
import { call, cookiesOf, testDb } from "./helpers";

const DEMO_PASSWORD = "Hogaria2026!";

async function signIn(email: string): Promise<string> {
  const res = await call("/api/auth/sign-in/email", { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return cookiesOf(res);
}

async function aListing(): Promise<{ id: string; agent_id: string }> {
  // A seeded listing whose agent has a number (other suites publish listings of new agents
  // who have none, in the same database).
  const rs = await testDb().execute(
    "SELECT id, agent_id FROM properties WHERE status = 'publicada' AND agent_id IN (SELECT user_id FROM agent_profiles WHERE phone IS NOT NULL) ORDER BY id LIMIT 1",
  );
  return rs.rows[0] as unknown as { id: string; agent_id: string };
}

describe("GET /api/properties/:id", () => {
  it("answers the listing with photos, places, the agent card without the phone, and similar listings", async () => {
    const listing = await aListing();
    const res = await call(`/api/properties/${listing.id}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: PropertyDetail };
    const images = await testDb().execute({
      sql: "SELECT url FROM property_images WHERE property_id = ? ORDER BY is_main DESC, display_order",
      args: [listing.id],
    });
    expect(data.images.map((i) => i.url)).toEqual(images.rows.map((r) => r.url));
    expect(data.agent?.id).toBe(listing.agent_id);
    expect(JSON.stringify(data)).not.toMatch(/"phone"|"whatsapp"/);
    expect(data.location.colonia).toBeTruthy();
    for (const s of data.similar) {
      expect(s.id).not.toBe(listing.id);
      expect(s.operation_type).toBe(data.operation_type);
      expect(s.property_type).toBe(data.property_type);
    }
    if (data.price_per_m2 !== null) expect(data.price_per_m2).toBe(Math.round(data.price / (data.built_surface ?? data.total_surface)!));
  });

  it("answers 404 with a Spanish message for an unknown id", async () => {
    const res = await call("/api/properties/no-existe");
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).error.message).toBe("Esta propiedad ya no está disponible.");
  });

  it("reveals the agent's number only through the contact call", async () => {
    const listing = await aListing();
    const res = await call(`/api/properties/${listing.id}/contact`, { body: {} });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { name: string; phone: string | null } };
    expect(data.phone).toMatch(/^\d{10}$/);
  });
});

describe("share links", () => {
  it("an agent shares a listing; the client sees the sharing agent and the origin mark; revoking ends it", async () => {
    const listing = await aListing();
    const cookie = await signIn("agente@hogaria.mx");
    const created = await call(`/api/properties/${listing.id}/shares`, { cookie, body: { kind: "share" } });
    expect(created.status).toBe(201);
    const share = ((await created.json()) as { data: PropertyShare }).data;
    expect(share.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(share.url).toBe(`http://hogaria.test/s/${share.token}`);

    const listed = await call(`/api/properties/${listing.id}/shares`, { cookie });
    expect(((await listed.json()) as { data: PropertyShare[] }).data.map((s) => s.token)).toContain(share.token);

    const view = await call(`/api/shares/${share.token}`);
    expect(view.status).toBe(200);
    const shared = ((await view.json()) as { data: SharedProperty }).data;
    expect(shared.shared_by.name).toBe("Mariana López");
    expect(shared.property.agent?.name).toBe("Mariana López");
    // The share's own reference, never the listing's id (it would lead to the listing's agent).
    expect(shared.origin).toEqual({ reference: expect.stringMatching(/^HG-\w{4}-\w{4}$/), agent_name: "Mariana López", verified: true });
    expect(JSON.stringify(shared)).not.toContain(listing.id);

    const contact = await call(`/api/shares/${share.token}/contact`, { body: {} });
    expect(((await contact.json()) as any).data.name).toBe("Mariana López");

    // Someone else cannot revoke it; its owner can.
    const other = await signIn("inmobiliaria@hogaria.mx");
    expect((await call(`/api/shares/${share.token}`, { method: "DELETE", cookie: other })).status).toBe(404);
    expect((await call(`/api/shares/${share.token}`, { method: "DELETE", cookie })).status).toBe(204);
    const gone = await call(`/api/shares/${share.token}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as any).error.message).toBe("Este enlace ya no está disponible.");
  });

  it("presentation links open only as presentations", async () => {
    const listing = await aListing();
    const cookie = await signIn("agente@hogaria.mx");
    const created = await call(`/api/properties/${listing.id}/shares`, { cookie, body: { kind: "presentation" } });
    const share = ((await created.json()) as { data: PropertyShare }).data;
    expect(share.url).toContain("/p/");
    expect((await call(`/api/presentations/${share.token}`)).status).toBe(200);
    expect((await call(`/api/shares/${share.token}`)).status).toBe(404);
  });

  it("needs a signed-in agent or agency", async () => {
    const listing = await aListing();
    expect((await call(`/api/properties/${listing.id}/shares`, { body: { kind: "share" } })).status).toBe(401);
    const buyer = await signIn("comprador@hogaria.mx");
    const refused = await call(`/api/properties/${listing.id}/shares`, { cookie: buyer, body: { kind: "share" } });
    expect(refused.status).toBe(403);
  });

  it("unknown tokens answer 404", async () => {
    expect((await call(`/api/shares/${"x".repeat(43)}`)).status).toBe(404);
    expect((await call("/api/shares/corto")).status).toBe(404);
    expect((await call(`/api/presentations/${"y".repeat(43)}`)).status).toBe(404);
  });
});
