import { and, count, eq, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import { toE164 } from "../../domain/call-requests/phone";
import { PER_PHONE_LIMIT } from "../../domain/call-requests/phone-limit";
import { PHONE_FORMAT_MESSAGE, type CallRequestInput } from "../../domain/call-requests/schemas";
import type { Db } from "../../db/client";
import { llamadasSolicitudes } from "../../db/schema/calls";
import { deliverCallWebhook, type CallWebhookPayload } from "../adapters/call-webhook";
import type { AppConfig } from "../env";
import { DomainError } from "../../domain/errors/domain-error";
import { callLeadInsert, findLeadListing, type LeadListing, type LeadRow } from "./leads";
import { CALL_REQUEST_MESSAGES } from "../../domain/call-requests/call-request-messages";

type CallRequestRow = typeof llamadasSolicitudes.$inferSelect;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Webhook delivery. Every attempt first claims its row: one UPDATE moves
// webhook_next_attempt_at to the end of a lease and counts the attempt, and only the
// caller whose UPDATE matched sends. A second claimer (a cron run, another isolate) finds
// the row leased and leaves it. A claimer that dies mid-attempt loses the row when the
// lease ends, and its attempt still counts towards the cap.
//
// A new request is due only after FIRST_ATTEMPT_GRACE_MS: the first attempt, made right
// after the answer, owns those minutes (and claims the row too).
export const FIRST_ATTEMPT_GRACE_MS = 2 * MINUTE;
// Longer than one cron run can hold a claimed row: RETRY_BATCH / RETRY_CONCURRENCY rounds
// of at most one WEBHOOK_TIMEOUT_MS each, plus the writes.
export const DELIVERY_LEASE_MS = 2 * MINUTE;
// The wait after failed attempt n (index n - 1): 19 waits, so 20 attempts spread over
// 75 h 46 min (about 3 days). After the 20th failure the request is marked failed
// (webhook_failed_at) and never retried.
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  1 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  1 * HOUR,
  2 * HOUR,
  3 * HOUR,
  4 * HOUR,
  5 * HOUR,
  ...Array<number>(10).fill(6 * HOUR),
];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
// One cron run claims at most this many due requests and sends this many at once.
const RETRY_BATCH = 50;
const RETRY_CONCURRENCY = 10;

export type CreateOptions = { id?: string; now?: Date };

// Stores the request; the CHECK chk_numero_mx_10 is the database's last line of defence.
// Made on a published listing's page (property_id), it keeps the listing and its
// advertiser gets a 'llamada' lead (answered as `lead`, to be e-mailed after the answer);
// an unknown or unpublished listing is ignored and the request goes on as a general one.
// The caller may choose the id: the same id reaches the outbox if the database is down.
export async function createCallRequest(
  db: Db,
  input: CallRequestInput,
  { id = crypto.randomUUID(), now = new Date() }: CreateOptions = {},
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
    throw new DomainError("rate_limited", CALL_REQUEST_MESSAGES.rateLimited);
  }
  try {
    const stored = await insertCallRequest(db, { id, input, listing, createdAt: now, now });
    if (!stored) throw new Error(`call request ${id} already exists`);
    return stored;
  } catch (error) {
    if (/chk_numero_mx_10|CHECK constraint/i.test(describe(error))) {
      throw new DomainError("check_violation", PHONE_FORMAT_MESSAGE, { numero_telefono: [PHONE_FORMAT_MESSAGE] });
    }
    throw error;
  }
}

// A request the outbox accepted while the database could not be reached: the validated
// input, its id and when it was made (the answer the caller got, 201 with this id).
export type QueuedCallRequest = {
  id: string;
  input: CallRequestInput;
  createdAt: number;
  // The public origin of the request, for the links in the advertiser's e-mail.
  origin: string;
};

// Writes a queued request with its own id and time. Idempotent: a request already stored
// (an earlier replay, or an insert whose answer was lost) answers null and nothing is
// written twice. The per-phone limit is not applied: the caller was already told yes.
export async function storeQueuedCallRequest(db: Db, queued: QueuedCallRequest): Promise<(CallRequestRow & { lead: LeadRow | null }) | null> {
  const [existing] = await db.select({ id: llamadasSolicitudes.id }).from(llamadasSolicitudes).where(eq(llamadasSolicitudes.id, queued.id));
  if (existing) return null;
  const listing = queued.input.property_id ? await findLeadListing(db, queued.input.property_id) : null;
  return insertCallRequest(db, { id: queued.id, input: queued.input, listing, createdAt: new Date(queued.createdAt), now: new Date() });
}

// INSERT … ON CONFLICT (id) DO NOTHING, with the listing's lead in the same batch (stored
// together or not at all). Null when the id was already there. `createdAt` is when the
// person asked; the grace before the cron may send it runs from `now`, the insert.
async function insertCallRequest(
  db: Db,
  { id, input, listing, createdAt, now }: { id: string; input: CallRequestInput; listing: LeadListing | null; createdAt: Date; now: Date },
): Promise<(CallRequestRow & { lead: LeadRow | null }) | null> {
  const insert = db
    .insert(llamadasSolicitudes)
    .values({
      id,
      nombre: input.nombre,
      numeroTelefono: input.numero_telefono,
      propertyId: listing?.id ?? null,
      createdAt,
      webhookNextAttemptAt: new Date(now.getTime() + FIRST_ATTEMPT_GRACE_MS),
    })
    .onConflictDoNothing({ target: llamadasSolicitudes.id })
    .returning();
  if (!listing) {
    const [row] = await insert;
    return row ? { ...row, lead: null } : null;
  }
  const [[row], [lead]] = await db.batch([insert, callLeadInsert(db, listing, { nombre: input.nombre, telefono: input.numero_telefono }, createdAt)]);
  return row ? { ...row, lead } : null;
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

// The first attempt, right after the request is stored. It claims the row only if nobody
// has touched it since the insert (no attempt yet, the insert's due time unchanged).
export async function deliverNewCallRequest(db: Db, config: AppConfig, row: CallRequestRow, now = new Date()): Promise<boolean> {
  if (!webhookConfigured(config, row.id)) return false;
  const t = llamadasSolicitudes;
  const [claimed] = await db
    .update(t)
    .set(claimSet(now))
    .where(
      and(
        eq(t.id, row.id),
        eq(t.webhookAttempts, 0),
        row.webhookNextAttemptAt ? eq(t.webhookNextAttemptAt, row.webhookNextAttemptAt) : isNull(t.webhookNextAttemptAt),
        isNull(t.webhookDeliveredAt),
        isNull(t.webhookFailedAt),
      ),
    )
    .returning();
  return claimed ? (await sendAndRecord(db, config, claimed, now)) === "delivered" : false;
}

// First attempts for many new rows (the outbox's replay), RETRY_CONCURRENCY at a time.
export async function deliverNewCallRequests(db: Db, config: AppConfig, rows: CallRequestRow[]): Promise<void> {
  await inParallel(rows, RETRY_CONCURRENCY, async (row) => {
    await deliverNewCallRequest(db, config, row);
  });
}

// The cron trigger: claims the undelivered requests that are due (at most RETRY_BATCH,
// oldest due first) and sends them RETRY_CONCURRENCY at a time. Rows whose last allowed
// attempt was claimed but never recorded (its worker died) are marked failed here.
export async function retryUndelivered(db: Db, config: AppConfig, now: Date): Promise<{ tried: number; delivered: number; failed: number }> {
  if (!config.CALL_WEBHOOK_URL) return { tried: 0, delivered: 0, failed: 0 };
  const t = llamadasSolicitudes;
  const due = and(isNull(t.webhookDeliveredAt), isNull(t.webhookFailedAt), lte(t.webhookNextAttemptAt, now));
  const dueIds = db
    .select({ id: t.id })
    .from(t)
    .where(and(due, lt(t.webhookAttempts, WEBHOOK_MAX_ATTEMPTS)))
    .orderBy(t.webhookNextAttemptAt)
    .limit(RETRY_BATCH);
  const [exhausted, claimed] = await db.batch([
    db
      .update(t)
      .set({ webhookFailedAt: now, webhookNextAttemptAt: null })
      .where(and(due, gte(t.webhookAttempts, WEBHOOK_MAX_ATTEMPTS)))
      .returning({ id: t.id }),
    db
      .update(t)
      .set(claimSet(now))
      .where(and(inArray(t.id, dueIds), due, lt(t.webhookAttempts, WEBHOOK_MAX_ATTEMPTS)))
      .returning(),
  ]);
  for (const { id } of exhausted) console.error("call_webhook_gave_up", { id, attempts: WEBHOOK_MAX_ATTEMPTS });
  const outcomes: DeliveryOutcome[] = [];
  await inParallel(claimed, RETRY_CONCURRENCY, async (row) => {
    outcomes.push(await sendAndRecord(db, config, row, now));
  });
  const delivered = outcomes.filter((o) => o === "delivered").length;
  const failed = exhausted.length + outcomes.filter((o) => o === "failed").length;
  return { tried: claimed.length, delivered, failed };
}

// The claim: the attempt is counted and the row leased until it is recorded.
function claimSet(now: Date) {
  return {
    webhookAttempts: sql`${llamadasSolicitudes.webhookAttempts} + 1`,
    webhookNextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS),
  };
}

type DeliveryOutcome = "delivered" | "retry" | "failed";

// Sends one claimed row and records the outcome: delivered; or, after a failure, the next
// due time from WEBHOOK_RETRY_DELAYS_MS, or failed once WEBHOOK_MAX_ATTEMPTS are spent. A
// failure is recorded only while the row is still this attempt's (nobody re-claimed it).
async function sendAndRecord(db: Db, config: AppConfig, claimed: CallRequestRow, now: Date): Promise<DeliveryOutcome> {
  const t = llamadasSolicitudes;
  const result = await deliverCallWebhook(config, webhookPayload(claimed));
  if (result.delivered) {
    await db.update(t).set({ webhookDeliveredAt: now, webhookNextAttemptAt: null, webhookFailedAt: null }).where(eq(t.id, claimed.id));
    return "delivered";
  }
  const attempts = claimed.webhookAttempts;
  const giveUp = attempts >= WEBHOOK_MAX_ATTEMPTS;
  if (giveUp) console.error("call_webhook_gave_up", { id: claimed.id, attempts });
  await db
    .update(t)
    .set(
      giveUp
        ? { webhookFailedAt: now, webhookNextAttemptAt: null }
        : { webhookNextAttemptAt: new Date(now.getTime() + WEBHOOK_RETRY_DELAYS_MS[attempts - 1]) },
    )
    .where(and(eq(t.id, claimed.id), eq(t.webhookAttempts, attempts), isNull(t.webhookDeliveredAt)));
  return giveUp ? "failed" : "retry";
}

function webhookConfigured(config: AppConfig, id: string): boolean {
  if (config.CALL_WEBHOOK_URL) return true;
  // Stored, not sent: it stays due and goes out once a URL is configured.
  console.warn("call_webhook_not_configured", { id });
  return false;
}

// Runs fn over items with at most `limit` running at once.
async function inParallel<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e && parts.length < 5; e = (e as { cause?: unknown }).cause) parts.push(String((e as Error).message ?? e));
  return parts.join(" | ");
}
