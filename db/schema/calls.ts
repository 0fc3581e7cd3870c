import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { createdAt, id } from "./columns";

// Call requests from the floating call button. The phone is exactly 10 digits.
export const llamadasSolicitudes = sqliteTable(
  "llamadas_solicitudes",
  {
    id: id(),
    nombre: text("nombre").notNull(),
    numeroTelefono: text("numero_telefono").notNull(),
    // The listing the request is about, when it came from a listing's page.
    propertyId: text("property_id"),
    webhookDeliveredAt: integer("webhook_delivered_at", { mode: "timestamp_ms" }),
    // Attempts made (counted when an attempt claims the row, before it sends).
    webhookAttempts: integer("webhook_attempts").notNull().default(0),
    // When the request may next be claimed for a delivery: a due retry, or the end of the
    // lease of an attempt in flight (null once delivered or failed).
    webhookNextAttemptAt: integer("webhook_next_attempt_at", { mode: "timestamp_ms" }),
    // Set when the last allowed attempt failed: never retried again (an operator looks).
    webhookFailedAt: integer("webhook_failed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("llamadas_pending_idx").on(t.webhookDeliveredAt, t.webhookNextAttemptAt),
    index("llamadas_phone_idx").on(t.numeroTelefono, t.createdAt),
    // The operator's list of requests that never reached the webhook.
    index("llamadas_failed_idx")
      .on(t.webhookFailedAt)
      .where(sql`${t.webhookFailedAt} IS NOT NULL`),
    check("chk_numero_mx_10", sql`length(${t.numeroTelefono}) = 10 AND ${t.numeroTelefono} NOT GLOB '*[^0-9]*'`),
  ],
);
