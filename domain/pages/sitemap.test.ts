import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";
import { STATIC_PAGE_TEXTS } from "./static-pages";

describe("the sitemap", () => {
  const xml = sitemapXml("https://hogaria.mx");

  it("lists every static page in Spanish and in English", () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(Object.keys(STATIC_PAGE_TEXTS).length * 2);
    expect(locs).toContain("https://hogaria.mx/");
    expect(locs).toContain("https://hogaria.mx/en");
    expect(locs).toContain("https://hogaria.mx/precios");
    expect(locs).toContain("https://hogaria.mx/en/precios");
  });

  it("names each entry's twins and sends x-default to the Spanish page", () => {
    const entry = xml.split("\n").find((line) => line.includes("<loc>https://hogaria.mx/en/precios</loc>"))!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="es-MX" href="https://hogaria.mx/precios"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en-US" href="https://hogaria.mx/en/precios"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://hogaria.mx/precios"/>');
  });
});
