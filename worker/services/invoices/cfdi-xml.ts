import type { CfdiReceiver } from "../../../domain/billing/invoices";

// A CFDI 4.0 comprobante de ingreso for one payment, as the PAC receives it (JSON) and as
// its XML reads (Anexo 20). One concept, the whole price with IVA at 16 % trasladado,
// paid in one exhibition (PUE) in pesos.

export type Comprobante = {
  version: "4.0";
  serie: string;
  folio: string;
  fecha: string;
  formaPago: string;
  metodoPago: "PUE";
  moneda: "MXN";
  tipoDeComprobante: "I";
  exportacion: "01";
  lugarExpedicion: string;
  subTotal: string;
  total: string;
  emisor: { rfc: string; nombre: string; regimenFiscal: string };
  receptor: { rfc: string; nombre: string; domicilioFiscalReceptor: string; regimenFiscalReceptor: string; usoCFDI: string };
  conceptos: {
    claveProdServ: string;
    cantidad: "1";
    claveUnidad: "E48";
    unidad: "Unidad de servicio";
    descripcion: string;
    valorUnitario: string;
    importe: string;
    objetoImp: "02";
    traslado: { base: string; impuesto: "002"; tipoFactor: "Tasa"; tasaOCuota: "0.160000"; importe: string };
  }[];
  impuestos: { totalImpuestosTrasladados: string };
};

// Advertising services (SAT's c_ClaveProdServ 82101600, "Publicidad difundida"): what a plan
// or a listing's promotion is.
const CLAVE_PROD_SERV = "82101600";

const money = (n: number) => n.toFixed(2);

// "2026-11-28T05:12:09": the date and time in Mexico City, as CFDI writes its fecha.
export function cfdiDate(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Mexico_City",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

export function buildComprobante(input: {
  folio: string;
  at: Date;
  formaPago: string;
  issuer: { rfc: string; name: string; regimen: string; zip: string };
  receiver: CfdiReceiver;
  concept: string;
  amounts: { subtotal: number; iva: number; total: number };
}): Comprobante {
  const { amounts } = input;
  return {
    version: "4.0",
    serie: "H",
    folio: input.folio,
    fecha: cfdiDate(input.at),
    formaPago: input.formaPago,
    metodoPago: "PUE",
    moneda: "MXN",
    tipoDeComprobante: "I",
    exportacion: "01",
    lugarExpedicion: input.issuer.zip,
    subTotal: money(amounts.subtotal),
    total: money(amounts.total),
    emisor: { rfc: input.issuer.rfc, nombre: input.issuer.name, regimenFiscal: input.issuer.regimen },
    receptor: {
      rfc: input.receiver.rfc,
      nombre: input.receiver.name,
      domicilioFiscalReceptor: input.receiver.zip,
      regimenFiscalReceptor: input.receiver.regimen,
      usoCFDI: input.receiver.uso,
    },
    conceptos: [
      {
        claveProdServ: CLAVE_PROD_SERV,
        cantidad: "1",
        claveUnidad: "E48",
        unidad: "Unidad de servicio",
        descripcion: input.concept,
        valorUnitario: money(amounts.subtotal),
        importe: money(amounts.subtotal),
        objetoImp: "02",
        traslado: { base: money(amounts.subtotal), impuesto: "002", tipoFactor: "Tasa", tasaOCuota: "0.160000", importe: money(amounts.iva) },
      },
    ],
    impuestos: { totalImpuestosTrasladados: money(amounts.iva) },
  };
}

const attr = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The comprobante's XML with its TimbreFiscalDigital. `sample`: the local outbox's, marked as having no fiscal value. */
export function cfdiXml(c: Comprobante, stamp: { uuid: string; stampedAt: Date; sample: boolean }): string {
  const a = (attrs: Record<string, string>) =>
    Object.entries(attrs)
      .map(([k, v]) => `${k}="${attr(v)}"`)
      .join(" ");
  const concepts = c.conceptos
    .map(
      (
        k,
      ) => `    <cfdi:Concepto ${a({ ClaveProdServ: k.claveProdServ, Cantidad: k.cantidad, ClaveUnidad: k.claveUnidad, Unidad: k.unidad, Descripcion: k.descripcion, ValorUnitario: k.valorUnitario, Importe: k.importe, ObjetoImp: k.objetoImp })}>
      <cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado ${a({ Base: k.traslado.base, Impuesto: k.traslado.impuesto, TipoFactor: k.traslado.tipoFactor, TasaOCuota: k.traslado.tasaOCuota, Importe: k.traslado.importe })}/></cfdi:Traslados></cfdi:Impuestos>
    </cfdi:Concepto>`,
    )
    .join("\n");
  const first = c.conceptos[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
${stamp.sample ? "<!-- Muestra del entorno local: sin sello ni validez fiscal. -->\n" : ""}<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" ${a({ Version: c.version, Serie: c.serie, Folio: c.folio, Fecha: c.fecha, FormaPago: c.formaPago, MetodoPago: c.metodoPago, Moneda: c.moneda, TipoDeComprobante: c.tipoDeComprobante, Exportacion: c.exportacion, LugarExpedicion: c.lugarExpedicion, SubTotal: c.subTotal, Total: c.total, NoCertificado: "", Certificado: "", Sello: "" })}>
  <cfdi:Emisor ${a({ Rfc: c.emisor.rfc, Nombre: c.emisor.nombre, RegimenFiscal: c.emisor.regimenFiscal })}/>
  <cfdi:Receptor ${a({ Rfc: c.receptor.rfc, Nombre: c.receptor.nombre, DomicilioFiscalReceptor: c.receptor.domicilioFiscalReceptor, RegimenFiscalReceptor: c.receptor.regimenFiscalReceptor, UsoCFDI: c.receptor.usoCFDI })}/>
  <cfdi:Conceptos>
${concepts}
  </cfdi:Conceptos>
  <cfdi:Impuestos ${a({ TotalImpuestosTrasladados: c.impuestos.totalImpuestosTrasladados })}>
    <cfdi:Traslados><cfdi:Traslado ${a({ Base: first.traslado.base, Impuesto: "002", TipoFactor: "Tasa", TasaOCuota: "0.160000", Importe: c.impuestos.totalImpuestosTrasladados })}/></cfdi:Traslados>
  </cfdi:Impuestos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital ${a({ Version: "1.1", UUID: stamp.uuid, FechaTimbrado: cfdiDate(stamp.stampedAt), RfcProvCertif: "SPR190613I52", SelloCFD: "", NoCertificadoSAT: "", SelloSAT: "" })}/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}
