import { describe, expect, it } from "vitest";
import type { PhotoImportListingsResponse } from "../../domain/photo-import/photo-import-listing";
import { call, newAccount, rows } from "./helpers";
import { aColonia } from "./listing-fixtures";

// GET /api/photo-import/listings: what the bulk photo upload matches file names against.

const newId = () => `b${crypto.randomUUID().replace(/-/g, "").slice(0, 13)}`;

async function listing(
  agentId: string,
  {
    sourceId = null,
    agencyId = null,
    status = "publicada",
    title = "Departamento con terraza en la Roma",
    draft = null,
  }: {
    sourceId?: string | null;
    agencyId?: string | null;
    status?: string;
    title?: string;
    draft?: string | null;
  } = {},
) {
  const c = await aColonia();
  const id = newId();
  await rows(
    `INSERT INTO properties (id, title, price, address, neighborhood, location_id, municipio_id, estado_id, lat, lng, operation_type, property_type,
                             status, agent_id, agency_id, source_id, draft)
     VALUES (?, ?, 4500000, 'Colima 12', ?, ?, ?, ?, ?, ?, 'venta', 'departamento', ?, ?, ?, ?, ?)`,
    [id, title, c.name, c.id, c.municipioId, c.estadoId, c.lat, c.lng, status, agentId, agencyId, sourceId, draft],
  );
  return id;
}

async function photo(listingId: string) {
  await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 0)", [crypto.randomUUID(), listingId]);
}

async function listingsOf(cookie: string) {
  const res = await call("/api/photo-import/listings", { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  return ((await res.json()) as { data: PhotoImportListingsResponse }).data;
}

// Accounts are made through sign-up and e-mail confirmation: slow on a loaded machine.
describe("GET /api/photo-import/listings", { timeout: 90_000 }, () => {
  it("answers an agent's own listings with source id, title, status and photo count, and nobody else's", async () => {
    const agent = await newAccount("agente");
    const other = await newAccount("agente");
    const mine = await listing(agent.id, { sourceId: "EB-1234" });
    await photo(mine);
    await photo(mine);
    const draft = await listing(agent.id, { status: "borrador", title: "Borrador", draft: JSON.stringify({ title: "Casa en Coyoacán con jardín" }) });
    const theirs = await listing(other.id, { sourceId: "EB-9999" });

    const { items, truncated } = await listingsOf(agent.cookie);
    expect(truncated).toBe(false);
    expect(items.map((i) => i.id).sort()).toEqual([mine, draft].sort());
    expect(items.find((i) => i.id === mine)).toEqual({
      id: mine,
      source_id: "EB-1234",
      title: "Departamento con terraza en la Roma",
      status: "publicada",
      photos: 2,
    });
    // A borrador is named by the title typed in its draft.
    expect(items.find((i) => i.id === draft)).toMatchObject({ source_id: null, title: "Casa en Coyoacán con jardín", status: "borrador", photos: 0 });
    expect((await listingsOf(other.cookie)).items.map((i) => i.id)).toEqual([theirs]);
  });

  it("answers an agency owner the agency's listings, its agents' included, and an agent of the agency only their own", async () => {
    const [owner, agent, stranger] = await Promise.all([newAccount("inmobiliaria"), newAccount("agente"), newAccount("inmobiliaria")]);
    const agencyId = crypto.randomUUID();
    await rows("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Agencia Fotos en Lote', ?)", [
      agencyId,
      owner.id,
      `fotos-${agencyId}`,
    ]);
    await rows("INSERT INTO agency_agents (agency_id, agent_id) VALUES (?, ?)", [agencyId, agent.id]);
    const ownersOwn = await listing(owner.id, { agencyId, sourceId: "AG-1" });
    const agents = await listing(agent.id, { agencyId, sourceId: "AG-2", status: "pausada" });

    expect((await listingsOf(owner.cookie)).items.map((i) => i.id).sort()).toEqual([ownersOwn, agents].sort());
    expect((await listingsOf(agent.cookie)).items).toEqual([expect.objectContaining({ id: agents, source_id: "AG-2", status: "pausada" })]);
    expect((await listingsOf(stranger.cookie)).items).toEqual([]);
  });

  it("refuses buyers and signed-out callers", async () => {
    const buyer = await newAccount("no_agente");
    expect((await call("/api/photo-import/listings", { cookie: buyer.cookie })).status).toBe(403);
    const anonymous = await call("/api/photo-import/listings");
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
  });
});
