import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { BILLING_MESSAGES, cfdiReceiver, splitIva, type InvoiceView } from "../../domain/billing/invoices";
import { createDb } from "../../db/client";
import { stampCfdi } from "../../worker/adapters/cfdi";
import { loadConfig, readConfig } from "../../worker/env";
import { buildComprobante } from "../../worker/services/invoices/cfdi-xml";
import { call, newAccount, productionEnv, rows, type Account } from "./helpers";
import { callInDevelopment } from "./in-development";
import { TEST_STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET } from "../fixtures/test-env";

// Every payment gets a receipt e-mail and a CFDI 4.0, stamped after the payment's request
// through the PAC adapter (here the stand-in PAC of tests/fixtures/webhook-receiver.ts,
// which records each comprobante), and downloadable (XML, PDF) by its payer only.

const control = inject("webhookControlUrl");
type Json = any;

const newAgent = () => newAccount("agente", { name: "Xochilt Casas" });

// The local checkout exists on a developer's machine only: these payments are made there.
async function buyPlanLocally(agent: Account, planId: string): Promise<string> {
  const started = await callInDevelopment("/api/checkout", { cookie: agent.cookie, body: { planId } });
  expect(started.status).toBe(200);
  const { url } = ((await started.json()) as { data: { url: string } }).data;
  const sessionId = new URL(url).pathname.split("/").pop()!;
  const paid = await callInDevelopment(`/api/checkout/sessions/${sessionId}/pay`, { cookie: agent.cookie, body: {} });
  expect(paid.status).toBe(200);
  return sessionId;
}

// The invoices list once every row is stamped (stamping runs after the answer).
async function stampedInvoices(agent: Account, count: number): Promise<InvoiceView[]> {
  let list: InvoiceView[] = [];
  for (let i = 0; i < 60; i += 1) {
    list = ((await (await call("/api/invoices", { cookie: agent.cookie })).json()) as { data: InvoiceView[] }).data;
    if (list.length >= count && list.every((inv) => inv.status === "timbrada")) return list;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`invoices not stamped: ${JSON.stringify(list)}`);
}

const receiptsTo = (email: string) =>
  rows<{ subject: string; text: string }>(
    `SELECT subject, text FROM email_outbox WHERE "to" = ? AND subject LIKE 'Recibo de pago%' ORDER BY created_at`,
    [email],
  );
// The comprobante the PAC received for an invoice ("H-12": folio 12).
async function pacRequest(invoice: InvoiceView): Promise<{ headers: Record<string, string>; body: Json }> {
  const received = (await (await fetch(`${control}/__received`)).json()) as { headers: Record<string, string>; body: Json }[];
  const request = received.find((r) => r.body?.version === "4.0" && `${r.body.serie}-${r.body.folio}` === invoice.folio);
  expect(request, `the PAC's request for ${invoice.folio}`).toBeTruthy();
  return request!;
}
const localOutbox = (invoiceId: string) =>
  rows<{ request: string; xml: string }>("SELECT request, xml FROM cfdi_outbox WHERE invoice_id = ?", [invoiceId]);

async function signed(payload: string, t = Math.floor(Date.now() / 1000)) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(WEBHOOK_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${payload}`)));
  return `t=${t},v1=${[...mac].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

async function webhook(event: unknown) {
  const payload = JSON.stringify(event);
  const res = await call("/api/stripe/webhook", { body: event, headers: { "stripe-signature": await signed(payload) } });
  expect(res.status).toBe(200);
}

describe("receipts and CFDI", () => {
  it("a plan paid without billing data: a receipt with its IVA, and a CFDI to público en general, downloadable by its payer only", async () => {
    const agent = await newAgent();
    await buyPlanLocally(agent, "plan_pro");
    const [invoice] = await stampedInvoices(agent, 1);
    expect(invoice).toMatchObject({
      concept: "Plan Pro",
      amount_mxn: 999,
      status: "timbrada",
      folio: expect.stringMatching(/^H-\d+$/),
      receiver_rfc: "XAXX010101000",
    });

    const [receipt] = await receiptsTo(agent.email);
    expect(receipt.subject).toBe("Recibo de pago: Plan Pro");
    expect(receipt.text).toContain("Subtotal: $861.21");
    expect(receipt.text).toContain("IVA (16 %): $137.79");
    expect(receipt.text).toContain("Total pagado: $999.00");
    expect(receipt.text).toContain("Forma de pago: Pago de prueba (checkout local)");
    expect(receipt.text).toMatch(/Periodo: Del \d+ de \w+ de \d{4} al \d+ de \w+ de \d{4}/);
    expect(receipt.text).toContain("público en general");

    const request = await pacRequest(invoice);
    expect(request.headers.authorization).toBe("Bearer pac-de-prueba");
    const comprobante = request.body;
    expect(comprobante).toMatchObject({
      version: "4.0",
      tipoDeComprobante: "I",
      metodoPago: "PUE",
      subTotal: "861.21",
      total: "999.00",
      impuestos: { totalImpuestosTrasladados: "137.79" },
      receptor: { rfc: "XAXX010101000", nombre: "PUBLICO EN GENERAL", regimenFiscalReceptor: "616", usoCFDI: "S01" },
    });
    // Público en general: the receiver's código postal is the place of issue's.
    expect(comprobante.receptor.domicilioFiscalReceptor).toBe(comprobante.lugarExpedicion);

    const xml = await call(`/api/invoices/${invoice.id}/xml`, { cookie: agent.cookie });
    expect(xml.status).toBe(200);
    expect(xml.headers.get("content-type")).toContain("application/xml");
    expect(xml.headers.get("content-disposition")).toContain(`hogaria-factura-${invoice.folio}.xml`);
    const text = await xml.text();
    expect(text).toContain('<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"');
    expect(text).toContain(`UUID="${invoice.uuid}"`);
    expect(text).toContain('Rfc="XAXX010101000"');
    const pdf = await call(`/api/invoices/${invoice.id}/pdf`, { cookie: agent.cookie });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder("latin1").decode(bytes.slice(0, 8))).toBe("%PDF-1.4");
    expect(new TextDecoder("latin1").decode(bytes)).toContain(invoice.uuid!);

    // Another person: not found, and an empty list of their own.
    const other = await newAgent();
    for (const format of ["xml", "pdf"]) {
      const res = await call(`/api/invoices/${invoice.id}/${format}`, { cookie: other.cookie });
      expect(res.status).toBe(404);
      expect(((await res.json()) as Json).error.message).toBe(BILLING_MESSAGES.invoiceNotFound);
    }
    expect(((await (await call("/api/invoices", { cookie: other.cookie })).json()) as Json).data).toEqual([]);
    expect((await call(`/api/invoices/${invoice.id}/xml`)).status).toBe(401);
  });

  it("with Datos de facturación: a bad RFC is refused with its message, and the next payment is stamped to the customer's RFC", async () => {
    const agent = await newAgent();
    const bad = await call("/api/invoices/billing-data", {
      method: "PUT",
      cookie: agent.cookie,
      body: { rfc: "CACX7605101P9", razon_social: "Xochilt Casas Chavez", regimen_fiscal: "612", uso_cfdi: "G03", codigo_postal: "36257" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error.fields.rfc).toEqual([BILLING_MESSAGES.rfc]);
    const wrongUso = await call("/api/invoices/billing-data", {
      method: "PUT",
      cookie: agent.cookie,
      body: { rfc: "CACX7605101P8", razon_social: "Xochilt Casas Chavez", regimen_fiscal: "616", uso_cfdi: "G03", codigo_postal: "36257" },
    });
    expect(((await wrongUso.json()) as Json).error.fields.uso_cfdi).toEqual([BILLING_MESSAGES.usoRegimen]);

    const saved = await call("/api/invoices/billing-data", {
      method: "PUT",
      cookie: agent.cookie,
      body: { rfc: "cacx7605101p8", razon_social: "Xochilt Casas Chavez", regimen_fiscal: "612", uso_cfdi: "G03", codigo_postal: "36257" },
    });
    expect(saved.status).toBe(200);
    expect(((await (await call("/api/invoices/billing-data", { cookie: agent.cookie })).json()) as Json).data).toEqual({
      rfc: "CACX7605101P8",
      razon_social: "XOCHILT CASAS CHAVEZ",
      regimen_fiscal: "612",
      uso_cfdi: "G03",
      codigo_postal: "36257",
    });

    // A premium service paid at the local checkout.
    const orderId = crypto.randomUUID();
    await rows("INSERT INTO service_orders (id, user_id, service_id, provider, amount_mxn) VALUES (?, ?, 'boost_property', 'local', 499)", [
      orderId,
      agent.id,
    ]);
    expect((await callInDevelopment(`/api/services/orders/${orderId}/pay`, { cookie: agent.cookie, body: {} })).status).toBe(200);
    const [invoice] = await stampedInvoices(agent, 1);
    expect(invoice).toMatchObject({ concept: "Servicio Impulso de propiedad", amount_mxn: 499, receiver_rfc: "CACX7605101P8" });
    const comprobante = (await pacRequest(invoice)).body;
    expect(comprobante.receptor).toEqual({
      rfc: "CACX7605101P8",
      nombre: "XOCHILT CASAS CHAVEZ",
      domicilioFiscalReceptor: "36257",
      regimenFiscalReceptor: "612",
      usoCFDI: "G03",
    });
    expect(comprobante.total).toBe("499.00");
    const [receipt] = await receiptsTo(agent.email);
    expect(receipt.text).toContain("RFC CACX7605101P8");
    // Paid twice (a replayed request): one invoice.
    await callInDevelopment(`/api/services/orders/${orderId}/pay`, { cookie: agent.cookie, body: {} });
    expect(await rows("SELECT id FROM invoices WHERE user_id = ?", [agent.id])).toHaveLength(1);
  });

  it("a Stripe checkout and its monthly renewal: one invoice each, paid by card, a replayed event adds none", async () => {
    const agent = await newAgent();
    const sessionId = crypto.randomUUID();
    await rows("INSERT INTO checkout_sessions (id, user_id, plan_id, provider, amount_mxn) VALUES (?, ?, 'plan_basic', 'stripe', 499)", [
      sessionId,
      agent.id,
    ]);
    const created = Math.floor(Date.now() / 1000);
    await webhook({
      id: `evt_${sessionId}`,
      type: "checkout.session.completed",
      created,
      data: {
        object: {
          id: `cs_${sessionId}`,
          client_reference_id: sessionId,
          subscription: `sub_${sessionId}`,
          payment_status: "paid",
          amount_total: 49900,
        },
      },
    });
    const renewal = {
      id: `evt_inv_${sessionId}`,
      type: "invoice.paid",
      created: created + 1,
      data: { object: { id: `in_${sessionId}`, subscription: `sub_${sessionId}`, billing_reason: "subscription_cycle", status: "paid" } },
    };
    await webhook(renewal);
    await webhook(renewal);
    const invoices = await stampedInvoices(agent, 2);
    expect(invoices.map((i) => [i.concept, i.amount_mxn]).sort()).toEqual([
      ["Plan Básico", 499],
      ["Renovación del plan Básico", 499],
    ]);
    const receipts = await receiptsTo(agent.email);
    expect(receipts.map((r) => r.subject).sort()).toEqual(["Recibo de pago: Plan Básico", "Recibo de pago: Renovación del plan Básico"]);
    expect(receipts[0].text).toContain("Forma de pago: Tarjeta (Stripe)");
    expect((await pacRequest(invoices[0])).body.formaPago).toBe("04");
  });

  it("a deleted account leaves its stamped invoices, with their CFDI and no payer, and their folios are never issued again", async () => {
    const agent = await newAgent();
    await buyPlanLocally(agent, "plan_pro");
    const [invoice] = await stampedInvoices(agent, 1);
    const deleted = await call("/api/my-profile", { method: "DELETE", body: { password: "Segura2026" }, cookie: agent.cookie });
    expect(deleted.status).toBe(204);
    expect(await rows("SELECT id FROM users WHERE id = ?", [agent.id])).toEqual([]);
    // Kept five years as the law asks: the row, its folio, its UUID and its XML, no longer anyone's.
    const [kept] = await rows<{ user_id: string | null; folio: string; uuid: string; xml: string }>(
      "SELECT user_id, folio, uuid, xml FROM invoices WHERE id = ?",
      [invoice.id],
    );
    expect(kept).toMatchObject({ user_id: null, folio: invoice.folio, uuid: invoice.uuid });
    expect(kept.xml).toContain(`UUID="${invoice.uuid}"`);
    // The next payment gets a folio of its own, after every one issued.
    const next = await newAgent();
    await buyPlanLocally(next, "plan_pro");
    const [fresh] = await stampedInvoices(next, 1);
    const number = (folio: string | null) => Number(folio?.split("-")[1]);
    expect(number(fresh.folio)).toBeGreaterThan(number(invoice.folio));
  });

  it("production without the PAC's variables does not start, and names what is missing", () => {
    const missing = productionEnv(env, { CFDI_PAC_URL: "", CFDI_PAC_API_KEY: "", CFDI_ISSUER_RFC: "" });
    const result = loadConfig(missing);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual(expect.arrayContaining(["falta CFDI_PAC_URL", "falta CFDI_PAC_API_KEY", "falta CFDI_ISSUER_RFC"]));
    expect(loadConfig(productionEnv(env)).ok).toBe(true);
  });
});

describe("the PAC adapter", () => {
  const issuer = { rfc: "EKU9003173C9", name: "ESCUELA KEMPER URGATE", regimen: "601", zip: "42501" };
  const comprobante = (folio: string, receiverName?: string) =>
    buildComprobante({
      folio,
      at: new Date(),
      formaPago: "04",
      issuer,
      receiver: { ...cfdiReceiver(null, issuer.zip), ...(receiverName ? { name: receiverName } : {}) },
      concept: "Plan Pro",
      amounts: splitIva(999),
    });
  const db = () => createDb({ url: env.LIBSQL_URL });

  it("in production, POSTs the comprobante to the PAC with its key and keeps the UUID and XML it answers", async () => {
    const folio = String(Date.now());
    const config = readConfig(productionEnv(env, { CFDI_PAC_URL: `${control}/pac/cfdi40/timbrar` }));
    const stamp = await stampCfdi(db(), config, crypto.randomUUID(), comprobante(folio));
    expect(stamp.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(stamp.xml).toContain(`UUID="${stamp.uuid}"`);
    expect(stamp.xml).not.toContain("validez fiscal");
    const received = (await (await fetch(`${control}/__received`)).json()) as { headers: Record<string, string>; body: Json }[];
    const request = received.find((r) => r.body?.folio === folio)!;
    expect(request.headers.authorization).toBe("Bearer pac-de-prueba");
    expect(request.body).toMatchObject({ version: "4.0", total: "999.00", receptor: { rfc: "XAXX010101000", usoCFDI: "S01" } });
  });

  it("a PAC that fails is an error (the invoice waits for the next try), and production never falls back to the local outbox", async () => {
    const config = readConfig(productionEnv(env, { CFDI_PAC_URL: `${control}/pac/cfdi40/timbrar` }));
    await expect(stampCfdi(db(), config, crypto.randomUUID(), comprobante("1", "PAC CAIDO"))).rejects.toThrow("PAC answered 503");
    const invoiceId = crypto.randomUUID();
    const unconfigured = { ...config, CFDI_PAC_URL: undefined };
    await expect(stampCfdi(db(), unconfigured, invoiceId, comprobante("2"))).rejects.toThrow("CFDI PAC is not configured");
    expect(await localOutbox(invoiceId)).toEqual([]);
  });

  it("on a developer's machine without a PAC, the local outbox keeps the request and answers a sample; APP_ENV=test without one stamps nothing", async () => {
    const development = readConfig({ ...env, APP_ENV: "development", CFDI_PAC_URL: "" });
    const invoiceId = crypto.randomUUID();
    const stamp = await stampCfdi(db(), development, invoiceId, comprobante("3"));
    expect(stamp.xml).toContain("sin sello ni validez fiscal");
    expect(stamp.xml).toContain('Rfc="EKU9003173C9"');
    const [stored] = await localOutbox(invoiceId);
    expect(JSON.parse(stored.request)).toMatchObject({ folio: "3", total: "999.00" });

    const elsewhere = readConfig({ ...env, APP_ENV: "test", CFDI_PAC_URL: "" });
    const refused = crypto.randomUUID();
    await expect(stampCfdi(db(), elsewhere, refused, comprobante("4"))).rejects.toThrow("CFDI PAC is not configured");
    expect(await localOutbox(refused)).toEqual([]);
  });
});
