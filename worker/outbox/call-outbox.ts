import { DurableObject } from "cloudflare:workers";
import { dbFor } from "../../db/client";
import { readConfig, type Bindings } from "../env";
import { deliverNewCallRequests, storeQueuedCallRequest, type QueuedCallRequest } from "../services/call-requests";
import { isDatabaseUnavailable } from "../services/database-errors";
import { notifyLead } from "../services/leads";
import { describeErrorForLog } from "../logging/log-redaction";

// Call requests accepted while libSQL could not be reached. The worker answers 201 only
// once this object has the request in its own storage; an alarm then writes each one to
// the database with the id and time the caller was given (idempotent), and hands it to the
// normal webhook delivery and, about a listing, to the advertiser's e-mail. While the
// database stays down the alarm backs off: 30 s, doubling, at most 10 min. A request
// leaves this storage only once the database has it.
export const OUTBOX_RETRY_MS = { first: 30_000, max: 10 * 60_000 };
// One alarm writes at most this many; with more left it runs again at once.
const REPLAY_BATCH = 200;
const REQUEST_PREFIX = "request:";
const BACKOFF_KEY = "backoff-step";
// One instance holds the whole outbox: it only sees traffic while the database is down.
export const CALL_OUTBOX_NAME = "call-requests";

export class CallOutbox extends DurableObject<Bindings> {
  // Durable when this returns: storage writes are confirmed before the caller hears back.
  async accept(request: QueuedCallRequest): Promise<void> {
    await this.ctx.storage.put(REQUEST_PREFIX + request.id, request);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + OUTBOX_RETRY_MS.first);
  }

  // How many requests still wait for the database (operators, tests).
  async pending(): Promise<number> {
    return (await this.ctx.storage.list({ prefix: REQUEST_PREFIX })).size;
  }

  async alarm(): Promise<void> {
    const config = readConfig(this.env);
    const db = dbFor(config);
    const queued = await this.ctx.storage.list<QueuedCallRequest>({ prefix: REQUEST_PREFIX, limit: REPLAY_BATCH });
    const stored: NonNullable<Awaited<ReturnType<typeof storeQueuedCallRequest>>>[] = [];
    const origins = new Map<string, string>();
    let databaseDown = false;
    let written = 0;
    for (const [key, request] of queued) {
      try {
        const row = await storeQueuedCallRequest(db, request);
        await this.ctx.storage.delete(key);
        written += 1;
        if (row) {
          stored.push(row);
          origins.set(row.id, request.origin);
        }
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          databaseDown = true;
          break;
        }
        // Kept, not dropped: the next alarm tries it again.
        console.error("call_outbox_replay_failed", { id: request.id, error: describeErrorForLog(error) });
      }
    }
    if (stored.length > 0) console.info("call_outbox_replayed", { stored: stored.length });

    const left = (await this.ctx.storage.list({ prefix: REQUEST_PREFIX, limit: 1 })).size;
    if (left === 0) {
      await this.ctx.storage.delete(BACKOFF_KEY);
    } else if (!databaseDown && written === REPLAY_BATCH) {
      await this.ctx.storage.setAlarm(Date.now());
    } else {
      const step = ((await this.ctx.storage.get<number>(BACKOFF_KEY)) ?? 0) + 1;
      await this.ctx.storage.put(BACKOFF_KEY, step);
      await this.ctx.storage.setAlarm(Date.now() + Math.min(OUTBOX_RETRY_MS.first * 2 ** step, OUTBOX_RETRY_MS.max));
    }

    // The stored rows are the database's now: a delivery that fails is the cron's to retry.
    await Promise.all([
      deliverNewCallRequests(
        db,
        config,
        stored.map(({ lead: _lead, ...row }) => row),
      ).catch((error) => console.error("call_outbox_delivery_failed", { error: describeErrorForLog(error) })),
      ...stored.flatMap(({ id, lead }) => (lead ? [notifyLead(db, config, origins.get(id) ?? config.PUBLIC_URL ?? "", lead)] : [])),
    ]);
  }
}

// The outbox's stub, for the worker.
export function callOutbox(env: Bindings): DurableObjectStub<CallOutbox> {
  const namespace = env.CallOutbox as unknown as DurableObjectNamespace<CallOutbox>;
  return namespace.get(namespace.idFromName(CALL_OUTBOX_NAME));
}
