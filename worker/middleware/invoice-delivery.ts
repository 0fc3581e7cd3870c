import { createMiddleware } from "hono/factory";
import { deliverInvoices } from "../services/invoices/deliver";
import { describeErrorForLog } from "./log-redaction";
import type { AppEnv } from "../types";

// On the routes that take payments (the Stripe webhook, the local checkout's "Pagar" for
// plans and services): once the answer is ready, the invoices those payments recorded get
// their receipt and CFDI, after the response (waitUntil), never holding the webhook up.
// What fails here the cron tries again.
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
