CREATE TABLE `billing_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`rfc` text NOT NULL,
	`razon_social` text NOT NULL,
	`regimen_fiscal` text NOT NULL,
	`uso_cfdi` text NOT NULL,
	`codigo_postal` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cfdi_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`request` text NOT NULL,
	`xml` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
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
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_source_idx` ON `invoices` (`kind`,`source_id`);--> statement-breakpoint
CREATE INDEX `invoices_user_idx` ON `invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_pending_idx` ON `invoices` (`status`,`created_at`);