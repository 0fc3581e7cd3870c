import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EARLY_INPUT_SCRIPT, EARLY_INPUT_SCRIPT_HASH } from "./early-input-script";
import { contentSecurityPolicy } from "../middleware/security-headers";
import { documentParts } from "./html-document";

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Hogaria</title>' +
  '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const WHERE = {
  url: "https://hogaria.mx/",
  origin: "https://hogaria.mx",
  lang: "es" as const,
  path: "/",
  tileUrl: "",
  tileAttribution: "",
  tileArchive: "",
};

describe("the early-input script", () => {
  it("is allowed by the Content-Security-Policy through the SHA-256 of its exact text", () => {
    const digest = createHash("sha256").update(EARLY_INPUT_SCRIPT, "utf8").digest("base64");
    // When the script changes, this names the hash to write into EARLY_INPUT_SCRIPT_HASH.
    expect(EARLY_INPUT_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
    const scriptSrc = contentSecurityPolicy({ APP_ENV: "production", MAP_TILE_URL: "" })
      .split("; ")
      .find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' ${EARLY_INPUT_SCRIPT_HASH}`);
  });

  it("is the head's first script, before the app's module and the page's content", () => {
    const { start } = documentParts(TEMPLATE, { title: "Hogaria", description: "Inicio" }, WHERE);
    const inline = start.indexOf(`<script>${EARLY_INPUT_SCRIPT}</script>`);
    expect(inline).toBeGreaterThan(start.indexOf('<meta name="viewport"'));
    expect(inline).toBeLessThan(start.indexOf('<script type="module"'));
    expect(start.match(/<script>/g)).toHaveLength(1);
  });
});
