// The import page's tab with a 5,000-row CSV: the browser reads it in a Web Worker, then
// checks every row in chunks on the page. Measured in Debian's Chromium against a running
// app, signed in as the demo agency's owner: the time to read the file (picked → mapping
// shown), the time to check the rows and look up their colonias (→ preview shown), the
// page's peak JS heap over both (CDP Performance.getMetrics, sampled every 50 ms; the Web
// Worker's own heap is another isolate and is not in it), and the longest task on the
// page's main thread (what a person would feel as a freeze).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEMO_AGENCY, DEMO_PASSWORD } from "../../db/seed/accounts";

export type ImportsTabFigures = { rows: number; fileKiB: number; readMs: number; checkMs: number; peakHeapMiB: number; longestTaskMs: number };

const COLONIAS = [
  ["Roma Norte", "Cuauhtémoc"],
  ["Condesa", "Cuauhtémoc"],
  ["Del Valle Centro", "Benito Juárez"],
  ["Narvarte Poniente", "Benito Juárez"],
  ["Polanco V Sección", "Miguel Hidalgo"],
  ["Coyoacán", "Coyoacán"],
];

/** A spreadsheet of `rows` listings, as an agency would export it. */
export function generatedCsv(rows: number): string {
  const lines = ["ID,Operación,Tipo,Precio,Colonia,Alcaldía,Calle,Recámaras,Baños,Estacionamientos,m² construidos,Descripción,Fotos"];
  for (let i = 1; i <= rows; i++) {
    const [colonia, alcaldia] = COLONIAS[i % COLONIAS.length];
    const rent = i % 3 === 0;
    lines.push(
      [
        `B-${i}`,
        rent ? "Renta" : "Venta",
        i % 2 ? "Departamento" : "Casa",
        rent ? 15000 + (i % 50) * 500 : 2500000 + (i % 90) * 50000,
        colonia,
        alcaldia,
        `Calle ${i % 300} número ${i}`,
        1 + (i % 4),
        1 + (i % 3),
        i % 3,
        60 + (i % 200),
        `"Propiedad ${i} con cocina integral, mucha luz natural, cerca de parques, escuelas y transporte; lista para habitar."`,
        `https://fotos.example.com/${i}/1.jpg https://fotos.example.com/${i}/2.jpg`,
      ].join(","),
    );
  }
  return lines.join("\r\n");
}

export async function measureImportsTab(baseUrl: string, rows = 5000): Promise<ImportsTabFigures> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "hogaria-bench-")), "catalogo.csv");
  const csv = generatedCsv(rows);
  writeFileSync(file, csv);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--enable-precise-memory-info"],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    const signIn = await context.request.post("/api/auth/sign-in/email", {
      data: { email: DEMO_AGENCY.owner.email, password: DEMO_PASSWORD },
      headers: { origin: baseUrl },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
    const page = await context.newPage();
    // Long tasks of the page's main thread, kept in the page (the script runs there, as text:
    // this file is type-checked without the DOM).
    await page.addInitScript({
      content: `window.__longest = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: "longtask", buffered: true });`,
    });
    await page.goto("/import-properties");
    await page.getByLabel("Archivo de propiedades").waitFor({ state: "attached" });
    await page.evaluate("window.__longest = 0");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { metrics } = await cdp.send("Performance.getMetrics");
        peak = Math.max(peak, metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    await page.getByLabel("Archivo de propiedades").setInputFiles(file);
    await page.getByRole("heading", { name: "¿Qué es cada columna?" }).waitFor({ timeout: 120_000 });
    const readMs = performance.now() - started;
    const checkStarted = performance.now();
    await page.getByRole("button", { name: /^Revisar .* filas$/ }).click();
    await page.getByText("Listas para importar").waitFor({ timeout: 300_000 });
    const checkMs = performance.now() - checkStarted;
    sampling = false;
    await sampler;
    const longestTaskMs = Number(await page.evaluate("window.__longest"));
    return {
      rows,
      fileKiB: Math.round(Buffer.byteLength(csv) / 1024),
      readMs: Math.round(readMs),
      checkMs: Math.round(checkMs),
      peakHeapMiB: Number((peak / 1024 / 1024).toFixed(1)),
      longestTaskMs: Math.round(longestTaskMs),
    };
  } finally {
    await browser.close();
  }
}
