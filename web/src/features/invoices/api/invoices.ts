import type { BillingData, BillingDataInput, InvoiceView } from "@domain/billing/invoices";
import { apiData } from "@web/lib/api-client";

/** GET /api/invoices/billing-data: the signed-in person's "Datos de facturación", or null. */
export const fetchBillingData = (signal?: AbortSignal) => apiData<BillingData | null>("/api/invoices/billing-data", { signal });

/** PUT /api/invoices/billing-data {rfc, razon_social, regimen_fiscal, uso_cfdi, codigo_postal}. */
export const saveBillingData = (input: BillingDataInput) => apiData<BillingData>("/api/invoices/billing-data", { method: "PUT", body: input });

/** DELETE /api/invoices/billing-data: back to público en general. */
export const deleteBillingData = () => apiData<null>("/api/invoices/billing-data", { method: "DELETE" });

/** GET /api/invoices: the person's payments with their CFDI, newest first. */
export const fetchInvoices = (signal?: AbortSignal) => apiData<InvoiceView[]>("/api/invoices", { signal });

/** Where an invoice's stamped XML or PDF downloads from. */
export const invoiceFileHref = (id: string, format: "xml" | "pdf") => `/api/invoices/${encodeURIComponent(id)}/${format}`;
