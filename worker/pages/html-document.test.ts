import { describe, expect, it } from "vitest";
import { documentParts, withModulePreloads } from "./html-document";
import { escapeHtml } from "../../domain/text/escape";

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Hogaria</title>' +
  '<meta name="description" content="shell"></head><body><div id="root"></div></body></html>';
const WHERE = {
  url: "https://hogaria.mx/propiedad/1",
  origin: "https://hogaria.mx",
  lang: "es" as const,
  path: "/propiedad/1",
  tileUrl: "",
  tileAttribution: "",
  tileArchive: "",
};

describe("documentParts", () => {
  it("writes the page's description as it is, even with a price that looks like a replacement pattern", () => {
    const description = "Departamento en renta: $16,000/mes · 2 recámaras. Depósito $1,000 y $' $` $$.";
    const { start } = documentParts(TEMPLATE, { title: "Departamento · Hogaria", description }, WHERE);
    expect(start).toContain(`<meta name="description" content="${escapeHtml(description)}">`);
    expect(escapeHtml(description)).toContain("$16,000/mes");
    expect(start.match(/<meta name="viewport"/g)).toHaveLength(1);
    expect(start.match(/<title>/g)).toHaveLength(1);
    expect(start.endsWith('<div id="root">')).toBe(true);
  });
});

describe("a page's languages in its head", () => {
  const links = (start: string) => [...start.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);
  const twins = [
    ["es-MX", "https://hogaria.mx/propiedad/1"],
    ["en-US", "https://hogaria.mx/en/propiedad/1"],
    ["x-default", "https://hogaria.mx/propiedad/1"],
  ];

  it("names the Spanish and English twins and sends x-default to Spanish, from either language", () => {
    const es = documentParts(TEMPLATE, { title: "t", description: "d" }, WHERE).start;
    const en = documentParts(TEMPLATE, { title: "t", description: "d" }, { ...WHERE, url: "https://hogaria.mx/en/propiedad/1", lang: "en" }).start;
    expect(links(es)).toEqual(twins);
    expect(links(en)).toEqual(twins);
    expect(es).toContain('<link rel="canonical" href="https://hogaria.mx/propiedad/1">');
    expect(en).toContain('<link rel="canonical" href="https://hogaria.mx/en/propiedad/1">');
    expect(en).toContain('<meta property="og:locale" content="en_US"><meta property="og:locale:alternate" content="es_MX">');
  });

  it("gives the home page's English twin as /en", () => {
    const home = documentParts(TEMPLATE, { title: "t", description: "d" }, { ...WHERE, url: "https://hogaria.mx/", path: "/" }).start;
    expect(links(home)).toEqual([
      ["es-MX", "https://hogaria.mx/"],
      ["en-US", "https://hogaria.mx/en"],
      ["x-default", "https://hogaria.mx/"],
    ]);
  });
});

describe("documentParts with text a person wrote", () => {
  const title = "Loft “H3/50/20” <script>alert(1)</script> 24/7 & 1/2 baño · Hogaria";
  const description = `3/4 de hectárea, "jardín" y l'terraza </script><!-- <b>x</b>`;
  const jsonLd = { "@type": "RealEstateListing", name: title, description };
  const { start } = documentParts(TEMPLATE, { title, description, jsonLd }, WHERE);
  // What a browser reads from a quoted attribute or an element's text: the characters the
  // references stand for.
  const decode = (html: string) =>
    html.replace(/&#(\d+);|&(amp|lt|gt|quot);/g, (_, n, name) =>
      n ? String.fromCharCode(Number(n)) : { amp: "&", lt: "<", gt: ">", quot: '"' }[name as string]!,
    );
  const attribute = (selector: string) => decode(new RegExp(`<meta ${selector} content="([^"]*)">`).exec(start)![1]);

  it("shows the title and description as their characters, never as markup", () => {
    expect(decode(/<title>([^<]*)<\/title>/.exec(start)![1])).toBe(title);
    expect(attribute('name="description"')).toBe(description);
    expect(attribute('property="og:title"')).toBe(title);
    expect(attribute('property="og:description"')).toBe(description);
    // The early-input script and the JSON-LD are the only elements: no tag of the text's own.
    expect(start.match(/<script\b[^>]*>/g)).toEqual(["<script>", '<script type="application/ld+json">']);
    expect(start).not.toMatch(/<b>|<!--/);
  });

  it("writes JSON-LD that reads back as the same data and that the text cannot close", () => {
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(start)![1];
    expect(JSON.parse(ld)).toEqual(jsonLd);
    expect(ld).not.toMatch(/[<>]/);
  });
});

describe("withModulePreloads", () => {
  it("names each script as a module preload at the end of the head, after what the template asks for first", () => {
    const parts = documentParts(
      TEMPLATE.replace("</head>", '<link rel="stylesheet" href="/assets/index.css"></head>'),
      { title: "Hogaria", description: "x" },
      WHERE,
    );
    const { start, end } = withModulePreloads(parts, ["/assets/main-a.js", "/assets/dashboard-b.js"]);
    expect(start).toContain(
      '<link rel="stylesheet" href="/assets/index.css"><link rel="modulepreload" crossorigin href="/assets/main-a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/dashboard-b.js"></head>',
    );
    expect(end).toBe(parts.end);
    expect(withModulePreloads(parts, [])).toEqual(parts);
  });
});
