import { BILLING_TEXTS, formatAmountMXN } from "../../../domain/billing/invoices";
import { findUso, regimenName } from "../../../domain/billing/sat-catalogues";
import type { Comprobante } from "./cfdi-xml";
import { textPdf, type PdfLine } from "./invoice-pdf";

// What the printed CFDI shows: issuer, receiver, the concept with its IVA, the total, the
// folio fiscal (UUID), and that the PDF is the printed form of a CFDI.
export function invoicePdf(c: Comprobante, uuid: string, method: string): string {
  const concept = c.conceptos[0];
  const lines: PdfLine[] = [
    { text: `Factura ${c.serie}-${c.folio}`, size: 18, bold: true, gap: 0 },
    { text: `Folio fiscal (UUID): ${uuid}` },
    { text: `Fecha: ${c.fecha} · Lugar de expedición: ${c.lugarExpedicion}` },
    { text: "Emisor", bold: true, gap: 26 },
    { text: `${c.emisor.nombre} · RFC ${c.emisor.rfc}` },
    { text: `Régimen fiscal: ${c.emisor.regimenFiscal} ${regimenName(c.emisor.regimenFiscal)}` },
    { text: "Receptor", bold: true, gap: 26 },
    { text: `${c.receptor.nombre} · RFC ${c.receptor.rfc}` },
    { text: `Régimen fiscal: ${c.receptor.regimenFiscalReceptor} ${regimenName(c.receptor.regimenFiscalReceptor)}` },
    { text: `Uso del CFDI: ${c.receptor.usoCFDI} ${findUso(c.receptor.usoCFDI)?.name ?? ""} · C.P. ${c.receptor.domicilioFiscalReceptor}` },
    { text: "Concepto", bold: true, gap: 26 },
    { text: `${concept.claveProdServ} · ${concept.descripcion} · 1 ${concept.unidad}` },
    { text: `Subtotal: ${formatAmountMXN(Number(c.subTotal))}`, gap: 22 },
    { text: `IVA trasladado 16 %: ${formatAmountMXN(Number(c.impuestos.totalImpuestosTrasladados))}` },
    { text: `Total: ${formatAmountMXN(Number(c.total))} MXN`, bold: true, size: 12 },
    { text: `Forma de pago: ${c.formaPago} (${method}) · Método de pago: ${c.metodoPago} · Tipo: I Ingreso`, gap: 22 },
    { text: `Este documento es una representación impresa de un CFDI 4.0 · ${BILLING_TEXTS.invoicesTitle} de Hogaria`, size: 8, gap: 30 },
  ];
  return textPdf(lines);
}
