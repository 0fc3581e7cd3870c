import { beforeAll, describe, expect, it } from "vitest";
import { call, newAccount, rows } from "./helpers";
import { listingPriceParts } from "../../domain/format/money";
import { STATIC_PAGES } from "../../domain/pages/static-pages";
import { PAGE_SCRIPT_META } from "../../domain/pages/page-document";
import { escapeHtml } from "../../domain/text/escape";
import { AUTH_PAGE_TEXT } from "../../domain/auth/auth-text";

async function page(path: string, cookie?: string) {
  const res = await call(path, cookie ? { cookie } : {});
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** What a crawler reads without running JavaScript: the page's markup inside #root. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="hogaria-page-state">'));
const textOf = (html: string) =>
  rootOf(html)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

type PublishedListing = { id: string; title: string; price: number; operation_type: string };
// With a main photo, which the page's preview image and preload point to.
const aPublishedListing = async () =>
  (
    await rows<PublishedListing>(
      `SELECT id, title, price, operation_type FROM properties p
        WHERE status = 'publicada' AND EXISTS (SELECT 1 FROM property_images i WHERE i.property_id = p.id AND i.is_main = 1)
        ORDER BY id LIMIT 1`,
    )
  )[0];

// The first response carries the page: its head (one title, one description, the canonical
// URL) and its content, rendered by the worker before any JavaScript runs.
describe("pages rendered by the worker", () => {
  // The first render of a run compiles the web app for workerd: not a page's own time.
  beforeAll(async () => void (await page("/terminos")), 60_000);

  const contentPages: [path: string, heading: string][] = [
    ["/terminos", "Términos y condiciones"],
    ["/privacidad", "Aviso de privacidad"],
    ["/servicios", "Renta Segura"],
    ["/sobre-nosotros", "Hogaria"],
    ["/que-ofrece-hogaria", "Hogaria"],
    ["/agente-ai", "WhatsApp"],
    ["/guias", "Seis guías"],
    // A guide's calculator answers in the first response, from its example values.
    ["/guias/cuanto-puedes-pagar-de-renta", "Renta máxima recomendada $10,000/mes"],
    ["/guias/documentos-para-rentar", "Aval con propiedad en CDMX"],
    ["/guias/credito-infonavit-o-bancario", "Mensualidad $27,955"],
    ["/guias/colonias-para-familias", "Rentar en Del Valle"],
    ["/guias/como-evitar-fraudes", "El anuncio clonado"],
    ["/guias/comprar-o-rentar", "Comprar te cuesta menos"],
  ];
  for (const [path, words] of contentPages) {
    it(`${path} comes with its title, one description, its canonical URL and its content`, async () => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const text = STATIC_PAGES[path as keyof typeof STATIC_PAGES];
      expect(html).toContain(`<title>${escapeHtml(text.title)}</title>`);
      expect(count(html, /<title>/g)).toBe(1);
      expect(count(html, /<meta name="description"/g)).toBe(1);
      expect(html).toContain(`<link rel="canonical" href="http://hogaria.test${path}">`);
      expect(textOf(html)).toContain(words);
      expect(rootOf(html)).toMatch(/<h1[\s>]/);
    });
  }

  it("/rentar lists the first page of results, filtered as the URL says", async () => {
    const { status, html } = await page("/rentar?tipo=departamento");
    expect(status).toBe(200);
    expect(html).toContain("<title>Departamentos en renta en la Ciudad de México · Hogaria</title>");
    const cards = [...rootOf(html).matchAll(/data-property-id="([^"]+)"/g)].map((m) => m[1]);
    expect(cards.length).toBeGreaterThan(0);
    const [card] = await rows<{ title: string; operation_type: string; property_type: string }>(
      "SELECT title, operation_type, property_type FROM properties WHERE id = ?",
      [cards[0]],
    );
    expect(card).toMatchObject({ operation_type: "renta", property_type: "departamento" });
    expect(textOf(html)).toContain(card.title.slice(0, 30));
  });

  it("a listing's page carries its price and title, its photo first, and a schema.org listing", async () => {
    const listing = await aPublishedListing();
    const { status, html } = await page(`/propiedad/${listing.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escapeHtml(listing.title)} · Hogaria</title>`);
    expect(textOf(html)).toContain(listing.title);
    expect(textOf(html)).toContain(listingPriceParts(Number(listing.price), listing.operation_type as "venta").amount);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
    expect(jsonLd).toMatchObject({
      "@type": "RealEstateListing",
      name: listing.title,
      offers: { price: Number(listing.price), priceCurrency: "MXN" },
    });
    // The largest image is asked for from the HTML, high priority.
    expect(rootOf(html)).toMatch(/<img[^>]+fetchPriority="high"/i);
  });

  it("/precios shows every plan for agents by name (agencies' plans are one tab away)", async () => {
    const { html } = await page("/precios");
    const plans = await rows<{ name: string }>("SELECT name FROM subscription_plans WHERE plan_type = 'individual'");
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(textOf(html)).toContain(plan.name);
  });

  it("the page hands its data to the browser, which then does not ask for it again", async () => {
    const listing = await aPublishedListing();
    const { html } = await page(`/propiedad/${listing.id}`);
    const state = JSON.parse(html.match(/<script type="application\/json" id="hogaria-page-state">(.*?)<\/script>/)![1]);
    const query = state.queries.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === "property");
    expect(query.state.data).toMatchObject({ id: listing.id, title: listing.title });
    expect(state.auth).toEqual({ user: null, session: null });
  });

  it("a signed-in visitor's page is rendered for them (the header knows them) and never stored", async () => {
    const account = await newAccount("agente", { name: "Mariana Prueba" });
    const { html, headers } = await page("/precios", account.cookie);
    expect(headers.get("cache-control")).toBe("private, no-store");
    const state = JSON.parse(html.match(/<script type="application\/json" id="hogaria-page-state">(.*?)<\/script>/)![1]);
    expect(state.auth.user).toMatchObject({ id: account.id, name: "Mariana Prueba", role: "agente" });
    expect(JSON.stringify(state.auth)).not.toMatch(/token/i);
    // The page itself is rendered, with the phone menu in it (its signed-in rows' code is the
    // browser's, so the worker renders their place, not a failure).
    expect(textOf(html)).toContain("Planes de Suscripción");
    expect(html).toContain('<dialog id="menu-movil"');
    // No part of it failed in the worker and was left to the browser (React marks such a
    // Suspense boundary "<!--$!-->" and the worker logs page_render_failed).
    expect(html).not.toContain("<!--$!");
  });

  it("a price change shows at once to an anonymous visitor", async () => {
    const listing = await aPublishedListing();
    const before = await page(`/propiedad/${listing.id}`);
    expect(before.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=60");
    const newPrice = Number(listing.price) + 12_345;
    await rows("UPDATE properties SET price = ? WHERE id = ?", [newPrice, listing.id]);
    try {
      const after = await page(`/propiedad/${listing.id}`);
      expect(textOf(after.html)).toContain(listingPriceParts(newPrice, listing.operation_type as "venta").amount);
    } finally {
      await rows("UPDATE properties SET price = ? WHERE id = ?", [listing.price, listing.id]);
    }
  });

  it("the sign-in and sign-up pages come rendered to a visitor, and send someone signed in on", async () => {
    for (const [path, heading] of [
      ["/login", AUTH_PAGE_TEXT.loginTitle.es],
      ["/register", AUTH_PAGE_TEXT.registerTitle.es],
      ["/en/login", AUTH_PAGE_TEXT.loginTitle.en],
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(rootOf(html), path).toContain(`>${heading}</h1>`);
      expect(rootOf(html), path).toContain('type="email"');
    }
    const { cookie } = await newAccount("no_agente");
    const sentOn = async (path: string) => {
      const res = await call(path, { cookie, redirect: "manual" });
      return { status: res.status, location: res.headers.get("location"), cache: res.headers.get("cache-control") };
    };
    expect(await sentOn("/login")).toEqual({ status: 302, location: "/dashboard", cache: "private, no-store" });
    expect((await sentOn(`/register?redirect=${encodeURIComponent("/rentar?precio_max=20000")}`)).location).toBe("/rentar?precio_max=20000");
    expect((await sentOn("/en/login?redirect=%2Fprecios")).location).toBe("/en/precios");
    // A way back to another site is not followed.
    expect((await sentOn(`/login?redirect=${encodeURIComponent("//ejemplo.com/x")}`)).location).toBe("/dashboard");
  });

  it("the signed-in areas are the app's shell, rendered in the browser", async () => {
    const { status, html } = await page("/dashboard");
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("hogaria-page-state");
  });
});

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
    expect(html).toContain("<title>Página no encontrada · Hogaria</title>");
    expect(textOf(html)).toContain("No encontramos esta página");
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
    expect(html).toContain(`<title>${escapeHtml(listing.title)} · Hogaria</title>`);
    // A photo imported by URL may still be its remote address until it is fetched.
    expect(html).toContain(`<meta property="og:image" content="${new URL(listing.url, "http://hogaria.test").href}">`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
    expect(jsonLd).toMatchObject({
      "@type": "RealEstateListing",
      name: listing.title,
      offers: { price: Number(listing.price), priceCurrency: "MXN" },
    });
  });

  it("an unknown listing answers 404 with the app", async () => {
    const { status, html } = await page("/propiedad/no-existe");
    expect(status).toBe(404);
    expect(html).toContain("Esta propiedad ya no está disponible · Hogaria");
    expect(textOf(html)).toContain("no está disponible");
  });

  it("an unknown or revoked share link answers 404 with the app", async () => {
    const { status, html } = await page(`/s/${"x".repeat(43)}`);
    expect(status).toBe(404);
    expect(html).toContain("<title>Este enlace ya no está disponible · Hogaria</title>");
    expect(textOf(html)).toContain("Este enlace ya no está disponible.");
  });

  it("pages are kept briefly for anonymous visitors and never for signed-in ones; hashed files for a year", async () => {
    const anonymous = await call("/comprar");
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=30, stale-while-revalidate=60");
    const html = await anonymous.text();
    const signedIn = await call("/comprar", { headers: { cookie: "hogaria.session_token=abc.def" } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    await signedIn.text();

    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await call(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("the head names every script the page runs, its module's first, without fetching them, and they are served", async () => {
    const { html } = await page("/precios");
    const head = html.slice(0, html.indexOf("</head>"));
    const scripts = head.match(new RegExp(`<meta name="${PAGE_SCRIPT_META}" content="([^"]+)">`))?.[1].split(" ") ?? [];
    // Names, not preload links: the stylesheet, font and images do not share a slow
    // connection with them. boot.ts asks for them all at once when the code is wanted.
    expect(scripts[0]).toMatch(/^\/assets\/precios-[\w-]+\.js$/);
    expect(scripts[1]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    expect(scripts.length).toBeGreaterThan(2);
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(head).not.toContain('rel="modulepreload"');
    for (const src of scripts) {
      const script = await call(src);
      expect(script.status, src).toBe(200);
      expect(script.headers.get("content-type")).toContain("javascript");
      // What the page's module imports is named too: nothing is learnt a level at a time.
      const imported = [...(await script.text()).matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
      for (const dependency of imported) expect(scripts, `${src} imports ${dependency}`).toContain(dependency);
    }
    // The 404 page names its own module first too.
    const notFound = await page("/esta-pagina-no-existe");
    expect(notFound.html).toMatch(new RegExp(`<meta name="${PAGE_SCRIPT_META}" content="/assets/not-found-`));
  });

  it("a client board's link answers 200 while it works and 404 once unknown; checkout pages are pages", async () => {
    expect((await page(`/t/${"y".repeat(43)}`)).status).toBe(404);
    expect((await page("/t/%ZZ")).status).toBe(404);
    const { cookie } = await newAccount("agente");
    const list = (await (await call("/api/favorites/lists", { cookie, body: { name: "Familia Ríos" } })).json()) as { data: { id: string } };
    const { boardId } = (
      (await (await call("/api/boards/migrate", { cookie, body: { listId: list.data.id } })).json()) as { data: { boardId: string } }
    ).data;
    const { token } = ((await (await call(`/api/boards/${boardId}/share`, { cookie, body: {} })).json()) as { data: { token: string } }).data;
    const board = await page(`/t/${token}`);
    expect(board.status).toBe(200);
    expect(board.html).toContain("Tablero de Familia Ríos · Hogaria");
    // The board comes rendered, as the client first sees it: its name is the page's heading.
    expect(board.html).toMatch(/<h1[^>]*>Familia Ríos<\/h1>/);

    expect((await page(`/checkout/${crypto.randomUUID()}`)).status).toBe(200);
    expect((await page(`/checkout/servicio/${crypto.randomUUID()}`)).status).toBe(200);
  });
});
