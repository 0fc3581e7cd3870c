import { and, count, eq, gte, isNull, lte } from "drizzle-orm";
import { toE164 } from "../../domain/call-requests/phone";
import { PHONE_FORMAT_MESSAGE, type CallRequestInput } from "../../domain/call-requests/schemas";
import type { Db } from "../../db/client";
import { llamadasSolicitudes } from "../../db/schema/calls";
import { deliverCallWebhook, type CallWebhookPayload } from "../adapters/call-webhook";
import type { AppConfig } from "../env";
import { ApiError } from "../middleware/errors";
import { callLeadInsert, findLeadListing, type LeadRow } from "./leads";

type CallRequestRow = typeof llamadasSolicitudes.$inferSelect;

export const PER_PHONE_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 };
const RETRY_BATCH = 50;

// Stores the request; the CHECK chk_numero_mx_10 is the database's last line of defence.
// Made on a published listing's page (property_id), it keeps the listing and its
// advertiser gets a 'llamada' lead (answered as `lead`, to be e-mailed after the answer);
// an unknown or unpublished listing is ignored and the request goes on as a general one.
export async function createCallRequest(
  db: Db,
  input: CallRequestInput,
  now = new Date(),
): Promise<CallRequestRow & { lead: LeadRow | null }> {
  const [[recent], listing] = await Promise.all([
    db
      .select({ n: count() })
      .from(llamadasSolicitudes)
      .where(
        and(
          eq(llamadasSolicitudes.numeroTelefono, input.numero_telefono),
          gte(llamadasSolicitudes.createdAt, new Date(now.getTime() - PER_PHONE_LIMIT.windowMs)),
        ),
      ),
    input.property_id ? findLeadListing(db, input.property_id) : null,
  ]);
  if (recent.n >= PER_PHONE_LIMIT.max) {
    throw new ApiError(429, "rate_limited", "Ya recibimos varias solicitudes para este número. Te llamaremos pronto.");
  }
  try {
    const insert = db
      .insert(llamadasSolicitudes)
      .values({
        id: crypto.randomUUID(),
        nombre: input.nombre,
        numeroTelefono: input.numero_telefono,
        propertyId: listing?.id ?? null,
        createdAt: now,
        webhookNextAttemptAt: now,
      })
      .returning();
    if (!listing) {
      const [row] = await insert;
      return { ...row, lead: null };
    }
    // The request and the advertiser's lead are stored together or not at all.
    const [[row], [lead]] = await db.batch([insert, callLeadInsert(db, listing, { nombre: input.nombre, telefono: input.numero_telefono }, now)]);
    return { ...row, lead };
  } catch (error) {
    if (/chk_numero_mx_10|CHECK constraint/i.test(describe(error))) {
      throw new ApiError(400, "check_violation", PHONE_FORMAT_MESSAGE, { numero_telefono: [PHONE_FORMAT_MESSAGE] });
    }
    throw error;
  }
}

export function webhookPayload(row: CallRequestRow): CallWebhookPayload {
  return {
    id: row.id,
    nombre: row.nombre,
    numero_telefono: row.numeroTelefono,
    numero_e164: toE164(row.numeroTelefono),
    fecha_creacion: row.createdAt.toISOString(),
    ...(row.propertyId ? { property_id: row.propertyId } : {}),
  };
}

// Tries one delivery and records the outcome: delivered, or the next attempt with
// exponential backoff (1 min, 2, 4 … capped at 6 h). Receivers dedupe by id.
export async function deliverAndRecord(db: Db, config: AppConfig, row: CallRequestRow, now = new Date()): Promise<boolean> {
  const result = await deliverCallWebhook(config, webhookPayload(row));
  if (result.skipped) return false;
  if (result.delivered) {
    await db
      .update(llamadasSolicitudes)
      .set({ webhookDeliveredAt: now, webhookNextAttemptAt: null, webhookAttempts: row.webhookAttempts + 1 })
      .where(eq(llamadasSolicitudes.id, row.id));
    return true;
  }
  const attempts = row.webhookAttempts + 1;
  const delayMs = Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60 * 1000);
  await db
    .update(llamadasSolicitudes)
    .set({ webhookAttempts: attempts, webhookNextAttemptAt: new Date(now.getTime() + delayMs) })
    .where(eq(llamadasSolicitudes.id, row.id));
  return false;
}

// The cron trigger: every undelivered request whose next attempt is due.
export async function retryUndelivered(db: Db, config: AppConfig, now: Date): Promise<{ tried: number; delivered: number }> {
  const due = await db
    .select()
    .from(llamadasSolicitudes)
    .where(and(isNull(llamadasSolicitudes.webhookDeliveredAt), lte(llamadasSolicitudes.webhookNextAttemptAt, now)))
    .orderBy(llamadasSolicitudes.webhookNextAttemptAt)
    .limit(RETRY_BATCH);
  let delivered = 0;
  for (const row of due) if (await deliverAndRecord(db, config, row, now)) delivered += 1;
  return { tried: due.length, delivered };
}

function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e && parts.length < 5; e = (e as { cause?: unknown }).cause) parts.push(String((e as Error).message ?? e));
  return parts.join(" | ");
}
