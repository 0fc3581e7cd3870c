import { describe, expect, it } from "vitest";
import { splitIva } from "../../../domain/billing/invoices";
import { buildComprobante, cfdiDate, cfdiXml } from "./cfdi-xml";

const comprobante = buildComprobante({
  folio: "12",
  at: new Date("2026-11-28T05:12:09Z"),
  formaPago: "04",
  issuer: { rfc: "EKU9003173C9", name: "ESCUELA KEMPER URGATE", regimen: "601", zip: "42501" },
  receiver: { rfc: "EKU9003173C9", name: 'KEMPER & <HIJOS> "S.A."', regimen: "601", uso: "G03", zip: "06600" },
  concept: "Plan Pro",
  amounts: splitIva(999),
});

describe("CFDI 4.0 XML", () => {
  it("writes the date in Mexico City time, as the CFDI's Fecha (no zone)", () => {
    expect(cfdiDate(new Date("2026-11-28T05:12:09Z"))).toBe("2026-11-27T23:12:09");
    expect(comprobante.fecha).toBe("2026-11-27T23:12:09");
  });

  it("one concept with IVA trasladado at 16 %, the totals adding up", () => {
    expect(comprobante).toMatchObject({ subTotal: "861.21", total: "999.00", impuestos: { totalImpuestosTrasladados: "137.79" } });
    expect(comprobante.conceptos[0].traslado).toEqual({
      base: "861.21",
      impuesto: "002",
      tipoFactor: "Tasa",
      tasaOCuota: "0.160000",
      importe: "137.79",
    });
  });

  it("escapes what a person typed, and marks the local sample as having no fiscal value", () => {
    const xml = cfdiXml(comprobante, { uuid: "UUID-1", stampedAt: new Date("2026-11-28T05:12:10Z"), sample: true });
    expect(xml).toContain('Nombre="KEMPER &amp; &lt;HIJOS&gt; &quot;S.A.&quot;"');
    expect(xml).toContain("sin sello ni validez fiscal");
    expect(xml).toContain('<tfd:TimbreFiscalDigital Version="1.1" UUID="UUID-1" FechaTimbrado="2026-11-27T23:12:10"');
    expect(cfdiXml(comprobante, { uuid: "U", stampedAt: new Date(), sample: false })).not.toContain("validez fiscal");
  });
});
