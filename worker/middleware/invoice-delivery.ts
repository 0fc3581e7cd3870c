import { createMiddleware } from "hono/factory";
import { deliverInvoices } from "../services/invoices/deliver";
import { describeErrorForLog } from "../logging/log-redaction";
import type { AppEnv } from "../types";

// Under the paths of the requests that take payments (the Stripe webhook, the local
// checkout's "Pagar" for plans and services): after a POST that succeeded, the invoices
// the payments recorded get their receipt and CFDI, after the response (waitUntil), never
// holding the webhook up. A run with nothing due is one indexed query. What fails here the
// cron tries again.
export const invoiceDelivery = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== "POST" || c.res.status >= 300) return;
  const { db, config, origin } = c.var;
  c.executionCtx.waitUntil(
    deliverInvoices(db, config, origin).catch((error: unknown) =>
      console.error("invoice_delivery_run_failed", { error: describeErrorForLog(error) }),
    ),
  );
});
