import type { Db } from "../../db/client";
import { cfdiOutbox } from "../../db/schema/invoices";
import { isLocalDevelopment, type AppConfig } from "../env";
import { cfdiXml, type Comprobante } from "../services/invoices/cfdi-xml";

// CFDI 4.0 stamping through a PAC's HTTP API. The request is the comprobante as JSON
// (emisor, receptor, conceptos with their IVA, forma and método de pago), POSTed to
// CFDI_PAC_URL with the key as a bearer token; the PAC seals it with Hogaria's CSD, stamps
// it (TimbreFiscalDigital) and answers { uuid, xml, pdf? } (the PDF in base64, when it makes
// one). Without CFDI_PAC_URL outside production the local outbox stands in: it stores the
// request (cfdi_outbox) and answers a sample XML with a made-up UUID and no fiscal value.
// Production without the PAC's variables does not start (worker/env.ts), and this adapter
// refuses to stamp there anyway.

export type StampResult = { uuid: string; xml: string; pdf: string | null };

// The local outbox's issuer: SAT's own test taxpayer (its sandbox CSD), never a real one.
const SAMPLE_ISSUER = { rfc: "EKU9003173C9", name: "ESCUELA KEMPER URGATE", regimen: "601", zip: "42501" };

export type CfdiIssuer = typeof SAMPLE_ISSUER;

export function cfdiIssuer(config: AppConfig): CfdiIssuer {
  if (!localCfdiEnabled(config)) {
    const { CFDI_ISSUER_RFC: rfc, CFDI_ISSUER_NAME: name, CFDI_ISSUER_REGIMEN: regimen, CFDI_ISSUER_ZIP: zip } = config;
    if (!rfc || !name || !regimen || !zip) throw new Error("CFDI issuer is not configured");
    return { rfc, name, regimen, zip };
  }
  return SAMPLE_ISSUER;
}

export const localCfdiEnabled = (config: AppConfig): boolean => isLocalDevelopment(config) && !config.CFDI_PAC_URL;

export async function stampCfdi(db: Db, config: AppConfig, invoiceId: string, comprobante: Comprobante): Promise<StampResult> {
  if (localCfdiEnabled(config)) {
    const uuid = crypto.randomUUID().toUpperCase();
    const xml = cfdiXml(comprobante, { uuid, stampedAt: new Date(), sample: true });
    await db.insert(cfdiOutbox).values({ id: crypto.randomUUID(), invoiceId, request: comprobante, xml });
    return { uuid, xml, pdf: null };
  }
  if (!config.CFDI_PAC_URL || !config.CFDI_PAC_API_KEY) throw new Error("CFDI PAC is not configured");
  const res = await fetch(config.CFDI_PAC_URL, {
    method: "POST",
    headers: { Authorization: `Bearer ${config.CFDI_PAC_API_KEY}`, "Content-Type": "application/json", "Idempotency-Key": invoiceId },
    body: JSON.stringify(comprobante),
  });
  const body = (await res.json().catch(() => null)) as { uuid?: unknown; xml?: unknown; pdf?: unknown } | null;
  if (!res.ok || typeof body?.uuid !== "string" || typeof body.xml !== "string") {
    throw new Error(`PAC answered ${res.status}`);
  }
  return { uuid: body.uuid, xml: body.xml, pdf: typeof body.pdf === "string" ? body.pdf : null };
}
