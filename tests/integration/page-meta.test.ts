import { describe, expect, it } from "vitest";
import { call, newAccount } from "./helpers";

async function page(path: string) {
  const res = await call(path);
  return { status: res.status, html: await res.text() };
}

// Link previews and crawlers read the HTML as the worker sends it, without JavaScript.
describe("page metadata in the HTML", () => {
  it("the home page has its title, description, canonical URL, Open Graph tags and JSON-LD", async () => {
    const { status, html } = await page("/");
    expect(status).toBe(200);
    expect(html).toContain("<title>Hogaria · Casas y departamentos en renta y venta en CDMX</title>");
    expect(html).toContain('<link rel="canonical" href="http://hogaria.test/">');
    expect(html).toContain('<meta property="og:title" content="Hogaria · Casas y departamentos en renta y venta en CDMX">');
    expect(html).toContain('<meta property="og:image" content="http://hogaria.test/images/hero-desktop.webp">');
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ "@type": "WebSite", name: "Hogaria" });
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("content pages get their own title and description", async () => {
    const { html } = await page("/terminos");
    expect(html).toContain("<title>Términos y condiciones · Hogaria</title>");
    expect(html).toMatch(/<meta\s+name="description"\s+content="Las reglas para usar Hogaria/);
  });

  it("an unknown path answers 404 with the app, which shows its 404 page", async () => {
    const { status, html } = await page("/no-existe/para-nada");
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("<title>Página no encontrada · Hogaria</title>");
  });
});

describe("listing metadata", () => {
  it("a property page carries the listing's title, photo and a schema.org listing", async () => {
    const { testDb } = await import("./helpers");
    const rs = await testDb().execute(
      "SELECT p.id, p.title, p.price, i.url FROM properties p JOIN property_images i ON i.property_id = p.id AND i.is_main = 1 WHERE p.status = 'publicada' LIMIT 1",
    );
    const listing = rs.rows[0] as unknown as { id: string; title: string; price: number; url: string };
    const { status, html } = await page(`/propiedad/${listing.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${listing.title} · Hogaria</title>`);
    expect(html).toContain(`<meta property="og:image" content="http://hogaria.test${listing.url}">`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
    expect(jsonLd).toMatchObject({ "@type": "RealEstateListing", name: listing.title, offers: { price: Number(listing.price), priceCurrency: "MXN" } });
  });

  it("an unknown listing answers 404 with the app", async () => {
    const { status, html } = await page("/propiedad/no-existe");
    expect(status).toBe(404);
    expect(html).toContain("Esta propiedad ya no está disponible · Hogaria");
  });

  it("an unknown or revoked share link answers 404 with the app", async () => {
    const { status, html } = await page(`/s/${"x".repeat(43)}`);
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"');
  });

  it("pages are kept briefly for anonymous visitors and never for signed-in ones; hashed files for a year", async () => {
    const anonymous = await call("/comprar");
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=60");
    const html = await anonymous.text();
    const signedIn = await call("/comprar", { headers: { cookie: "hogaria.session_token=abc.def" } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");

    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await call(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("a client board's link answers 200 while it works and 404 once unknown; checkout pages are pages", async () => {
    expect((await page(`/t/${"y".repeat(43)}`)).status).toBe(404);
    expect((await page("/t/%ZZ")).status).toBe(404);
    const { cookie } = await newAccount("agente");
    const list = (await (await call("/api/favorites/lists", { cookie, body: { name: "Familia Ríos" } })).json()) as { data: { id: string } };
    const { boardId } = ((await (await call("/api/boards/migrate", { cookie, body: { listId: list.data.id } })).json()) as { data: { boardId: string } }).data;
    const { token } = ((await (await call(`/api/boards/${boardId}/share`, { cookie, body: {} })).json()) as { data: { token: string } }).data;
    const board = await page(`/t/${token}`);
    expect(board.status).toBe(200);
    expect(board.html).toContain("Tablero de Familia Ríos · Hogaria");

    expect((await page(`/checkout/${crypto.randomUUID()}`)).status).toBe(200);
    expect((await page(`/checkout/servicio/${crypto.randomUUID()}`)).status).toBe(200);
  });
});
