import { describe, expect, it } from "vitest";
import { documentParts, withModulePreloads } from "./html-document";

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Hogaria</title>' +
  '<meta name="description" content="shell"></head><body><div id="root"></div></body></html>';
const WHERE = { url: "https://hogaria.mx/propiedad/1", origin: "https://hogaria.mx", tileUrl: "", tileAttribution: "", tileArchive: "" };

describe("documentParts", () => {
  it("writes the page's description as it is, even with a price that looks like a replacement pattern", () => {
    const description = "Departamento en renta: $16,000/mes · 2 recámaras. Depósito $1,000 y $' $` $$.";
    const { start } = documentParts(TEMPLATE, { title: "Departamento · Hogaria", description }, WHERE);
    expect(start).toContain(`<meta name="description" content="${description}">`);
    expect(start.match(/<meta name="viewport"/g)).toHaveLength(1);
    expect(start.match(/<title>/g)).toHaveLength(1);
    expect(start.endsWith('<div id="root">')).toBe(true);
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
