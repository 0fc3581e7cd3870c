import { eq } from "drizzle-orm";
import type { BillingData } from "../../../domain/billing/invoices";
import type { Db } from "../../../db/client";
import { billingProfiles } from "../../../db/schema/invoices";

// "Datos de facturación": always the caller's own (the routes take no user id).
export async function getBillingData(db: Db, userId: string): Promise<BillingData | null> {
  const [row] = await db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId));
  if (!row) return null;
  return { rfc: row.rfc, razon_social: row.razonSocial, regimen_fiscal: row.regimenFiscal, uso_cfdi: row.usoCfdi, codigo_postal: row.codigoPostal };
}

export async function saveBillingData(db: Db, userId: string, data: BillingData): Promise<BillingData> {
  const values = {
    rfc: data.rfc,
    razonSocial: data.razon_social,
    regimenFiscal: data.regimen_fiscal,
    usoCfdi: data.uso_cfdi,
    codigoPostal: data.codigo_postal,
    updatedAt: new Date(),
  };
  await db
    .insert(billingProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: values });
  return data;
}

export async function deleteBillingData(db: Db, userId: string): Promise<void> {
  await db.delete(billingProfiles).where(eq(billingProfiles.userId, userId));
}
