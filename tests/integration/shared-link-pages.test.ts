import { describe, expect, it } from "vitest";
import { call, cookiesOf, newAccount, rows } from "./helpers";

const NO_STORE = "private, no-store";
const ANONYMOUS = "public, max-age=30, stale-while-revalidate=60";

async function page(path: string) {
  const res = await call(path);
  const html = await res.text();
  return { status: res.status, cacheControl: res.headers.get("cache-control"), head: html.slice(0, html.indexOf("</head>")) };
}

const metaOf = (head: string, attr: "name" | "property", key: string) =>
  head
    .match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`))?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

// A seeded listing with its photos stored in three sizes (thumbnail, medium, full).
async function aListingWithMedium(): Promise<{ id: string; url: string; thumbnail_url: string; medium_url: string }> {
  const [listing] = await rows<{ id: string; url: string; thumbnail_url: string; medium_url: string }>(
    `SELECT p.id, i.url, i.thumbnail_url, i.medium_url FROM properties p JOIN property_images i ON i.property_id = p.id AND i.is_main = 1
      WHERE p.status = 'publicada' AND i.medium_url IS NOT NULL AND i.width = 1200 ORDER BY random() LIMIT 1`,
  );
  return listing;
}

async function agentCookie(): Promise<string> {
  const res = await call("/api/auth/sign-in/email", { body: { email: "agente@hogaria.mx", password: "Hogaria2026!" } });
  return cookiesOf(res);
}

// Pages opened from a link an agent shares are never kept by a cache: once the agent
// revokes the link, nobody is served the page again.
describe("shared-link pages", () => {
  it("/s/ is never stored, while it works and once revoked", async () => {
    const listing = await aListingWithMedium();
    const cookie = await agentCookie();
    const share = (
      (await (await call(`/api/properties/${listing.id}/shares`, { cookie, body: { kind: "share" } })).json()) as { data: { token: string } }
    ).data;
    const open = await page(`/s/${share.token}`);
    expect(open.status).toBe(200);
    expect(open.cacheControl).toBe(NO_STORE);
    expect(open.head).toContain('<meta name="robots" content="noindex">');

    expect((await call(`/api/shares/${share.token}`, { method: "DELETE", cookie })).status).toBe(204);
    const revoked = await page(`/s/${share.token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.cacheControl).toBe(NO_STORE);
  });

  it("/p/ is never stored nor indexed, and preloads its first photo at the phone's size", async () => {
    const listing = await aListingWithMedium();
    const cookie = await agentCookie();
    const share = (
      (await (await call(`/api/properties/${listing.id}/shares`, { cookie, body: { kind: "presentation" } })).json()) as { data: { token: string } }
    ).data;
    const open = await page(`/p/${share.token}`);
    expect(open.status).toBe(200);
    expect(open.cacheControl).toBe(NO_STORE);
    expect(open.head).toContain('<meta name="robots" content="noindex">');
    expect(open.head).toContain(`imagesrcset="${listing.thumbnail_url} 480w, ${listing.medium_url} 800w, ${listing.url} 1200w" imagesizes="100vw"`);

    expect((await call(`/api/shares/${share.token}`, { method: "DELETE", cookie })).status).toBe(204);
    const revoked = await page(`/p/${share.token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.cacheControl).toBe(NO_STORE);
  });

  it("/t/ previews as the client's board, with its first photo and the agent only when shown; /sc/ and a revoked /t/ are never stored", async () => {
    const agent = await newAccount("agente", { name: "Lucía Campos" });
    const listing = await aListingWithMedium();
    const list = (
      (await (await call("/api/favorites/lists", { cookie: agent.cookie, body: { name: "Familia Ortega" } })).json()) as { data: { id: string } }
    ).data;
    expect((await call(`/api/favorites/lists/${list.id}/properties`, { cookie: agent.cookie, body: { propertyId: listing.id } })).status).toBe(201);
    const { boardId } = (
      (await (await call("/api/boards/migrate", { cookie: agent.cookie, body: { listId: list.id } })).json()) as { data: { boardId: string } }
    ).data;
    const { token } = ((await (await call(`/api/boards/${boardId}/share`, { cookie: agent.cookie, body: {} })).json()) as { data: { token: string } })
      .data;

    const hidden = await page(`/t/${token}`);
    expect(hidden.status).toBe(200);
    expect(hidden.cacheControl).toBe(NO_STORE);
    expect(hidden.head).toContain("<title>Tablero de Familia Ortega · Hogaria</title>");
    expect(metaOf(hidden.head, "property", "og:title")).toBe("Tablero de Familia Ortega · Hogaria");
    expect(metaOf(hidden.head, "name", "description")).toBe("Tu agente eligió 1 propiedad para ti en Hogaria. Marca las que te gustan y las que no.");
    // The board's copy of the listing's main photo.
    expect(metaOf(hidden.head, "property", "og:image")).toBe(`http://hogaria.test${listing.url}`);
    expect(hidden.head).toContain('<meta name="robots" content="noindex">');
    expect(hidden.head).not.toContain("Lucía Campos");

    await call(`/api/boards/${boardId}`, { method: "PATCH", cookie: agent.cookie, body: { show_agent_contact: true } });
    const shown = await page(`/t/${token}`);
    expect(metaOf(shown.head, "property", "og:description")).toBe(
      "Lucía Campos eligió 1 propiedad para ti en Hogaria. Marca las que te gustan y las que no.",
    );

    const [clone] = await rows<{ id: string }>("SELECT cloned_property_id AS id FROM board_items WHERE board_id = ?", [boardId]);
    const cloned = await page(`/sc/${clone.id}?token=${token}`);
    expect(cloned.status).toBe(200);
    expect(cloned.cacheControl).toBe(NO_STORE);

    expect((await call(`/api/boards/${boardId}/share`, { method: "DELETE", cookie: agent.cookie })).status).toBe(204);
    const revoked = await page(`/t/${token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.cacheControl).toBe(NO_STORE);
  });

  it("a listing that is no longer available is never stored; a published one is kept briefly", async () => {
    const gone = await page("/propiedad/no-existe");
    expect(gone.status).toBe(404);
    expect(gone.cacheControl).toBe(NO_STORE);
    const listing = await aListingWithMedium();
    expect((await page(`/propiedad/${listing.id}`)).cacheControl).toBe(ANONYMOUS);
  });
});

describe("a listing page's first photo", () => {
  it("is preloaded and shown with its thumbnail, medium and full size, at the gallery's width", async () => {
    const listing = await aListingWithMedium();
    const res = await call(`/propiedad/${listing.id}`);
    const html = await res.text();
    const srcset = `${listing.thumbnail_url} 480w, ${listing.medium_url} 800w, ${listing.url} 1200w`;
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
    expect(preload).toContain(`href="${listing.url}"`);
    expect(preload).toContain(`imagesrcset="${srcset}"`);
    const sizes = preload?.match(/imagesizes="([^"]+)"/)?.[1];
    expect(sizes).toMatch(/100vw$/);
    // The <img> asks for the same sizes, so the preloaded file is the one it shows.
    const img = html.match(new RegExp(`<img[^>]*src="${listing.url}"[^>]*>`))?.[0]?.toLowerCase();
    expect(img).toContain(`srcset="${srcset}"`);
    expect(img).toContain(`sizes="${sizes}"`);
  });
});
