import { describe, expect, it } from "vitest";
import { call } from "./helpers";

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
});
