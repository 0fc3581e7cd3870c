import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkoutSessions, serviceOrders } from "../../db/schema/billing";
import type { CheckoutStart } from "../../domain/billing/checkout";
import { DomainError } from "../../domain/errors/domain-error";

// A payment we store before the provider sees it: a plan's checkout session or a service order.
type StoredPayments = typeof checkoutSessions | typeof serviceOrders;

/**
 * Hands a stored, pending payment to the provider. The provider's id is kept for its
 * webhook; when the provider cannot start the payment, it is canceled (never left
 * pending) and the person reads `failedMessage`.
 */
export async function startStoredPayment(
  db: Db,
  table: StoredPayments,
  id: string,
  start: () => Promise<{ url: string; externalId: string | null }>,
  failedMessage: string,
): Promise<CheckoutStart> {
  try {
    const { url, externalId } = await start();
    if (externalId) await db.update(table).set({ externalId }).where(eq(table.id, id));
    return { url };
  } catch {
    await db.update(table).set({ status: "canceled" }).where(eq(table.id, id));
    throw new DomainError("checkout_failed", failedMessage);
  }
}
