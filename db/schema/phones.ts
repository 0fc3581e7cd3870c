import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { users } from "./auth";

// A Mexican mobile number an advertiser proved is theirs with a code sent by SMS. An account
// may verify more than one; a listing's contact phone is one of them. The number is stored
// in one normalised form (the ten digits), so "other listings with the same phone" is an
// indexed equality.
export const verifiedPhones = sqliteTable(
  "verified_phones",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone] }), index("verified_phones_phone_idx").on(t.phone)],
);

// A 6-digit code sent to a number: only its hash is kept. It expires, counts wrong tries
// (a locked code takes no more), and is consumed once. Its rows are also how sends are
// limited per number and per account.
export const phoneCodes = sqliteTable(
  "phone_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: integer("consumed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("phone_codes_user_idx").on(t.userId, t.createdAt), index("phone_codes_phone_idx").on(t.phone, t.createdAt)],
);

// Local SMS adapter: messages land here instead of a provider (listed at /api/dev/sms).
export const smsOutbox = sqliteTable(
  "sms_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sms_outbox_created_idx").on(t.createdAt)],
);
