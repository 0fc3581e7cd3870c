import { Hono } from "hono";
import * as z from "zod";
import { billingDataSchema, BILLING_MESSAGES } from "../../domain/billing/invoices";
import { noStore } from "../middleware/no-store";
import { deleteBillingData, getBillingData, saveBillingData } from "../services/invoices/billing-data";
import { invoiceFile, listInvoices } from "../services/invoices/list-invoices";
import type { AppEnv } from "../types";
import { route } from "../route-declaration/route";

const fileParams = z.object({ id: z.string().min(1).max(64), format: z.enum(["xml", "pdf"], BILLING_MESSAGES.invoiceNotFound) });

// /api/invoices: the caller's own "Facturas" and "Datos de facturación" (no route takes
// another person's id: an invoice that is not theirs is "not found").
export const invoicesRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/", route({ summary: "The caller's invoices.", access: "signed-in" }), async (c) =>
    c.json({ data: await listInvoices(c.var.db, c.var.user.id) }),
  )
  .get("/billing-data", route({ summary: "The caller's billing data.", access: "signed-in" }), async (c) =>
    c.json({ data: await getBillingData(c.var.db, c.var.user.id) }),
  )
  .put("/billing-data", route({ summary: "Saves the caller's billing data.", access: "signed-in", input: { json: billingDataSchema } }), async (c) =>
    c.json({ data: await saveBillingData(c.var.db, c.var.user.id, c.req.valid("json")) }),
  )
  .delete("/billing-data", route({ summary: "Deletes the caller's billing data.", access: "signed-in" }), async (c) => {
    await deleteBillingData(c.var.db, c.var.user.id);
    return c.json({ data: null });
  })
  // The stamped CFDI's XML or its PDF, as a download.
  .get(
    "/:id/:format",
    route({ summary: "A stamped CFDI's XML or PDF, as a download.", access: "signed-in", owner: "user", input: { param: fileParams } }),
    async (c) => {
      const { id, format } = c.req.valid("param");
      const file = await invoiceFile(c.var.db, c.var.user.id, id, format);
      return c.body(file.body as never, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.name}"`,
      });
    },
  );
