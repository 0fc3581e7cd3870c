PRAGMA foreign_keys=OFF;--> statement-breakpoint
-- The rowid is kept: it is the invoice's folio (worker/services/invoices/deliver.ts), and a
-- folio once issued is never issued again.
CREATE TABLE `__new_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`kind` text NOT NULL,
	`source_id` text NOT NULL,
	`concept` text NOT NULL,
	`amount_mxn` real NOT NULL,
	`provider` text NOT NULL,
	`period_start` integer,
	`period_end` integer,
	`status` text DEFAULT 'pendiente' NOT NULL,
	`receipt_sent_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`last_error` text,
	`receiver_rfc` text,
	`folio` text,
	`uuid` text,
	`xml` text,
	`pdf` text,
	`stamped_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_invoices`("rowid", "id", "user_id", "kind", "source_id", "concept", "amount_mxn", "provider", "period_start", "period_end", "status", "receipt_sent_at", "attempts", "locked_until", "last_error", "receiver_rfc", "folio", "uuid", "xml", "pdf", "stamped_at", "created_at") SELECT "rowid", "id", "user_id", "kind", "source_id", "concept", "amount_mxn", "provider", "period_start", "period_end", "status", "receipt_sent_at", "attempts", "locked_until", "last_error", "receiver_rfc", "folio", "uuid", "xml", "pdf", "stamped_at", "created_at" FROM `invoices`;--> statement-breakpoint
DROP TABLE `invoices`;--> statement-breakpoint
ALTER TABLE `__new_invoices` RENAME TO `invoices`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_source_idx` ON `invoices` (`kind`,`source_id`);--> statement-breakpoint
CREATE INDEX `invoices_user_idx` ON `invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_pending_idx` ON `invoices` (`status`,`created_at`);
