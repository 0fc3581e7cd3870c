CREATE TABLE `agent_zones` (
	`user_id` text NOT NULL,
	`location_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `location_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `phone_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`consumed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `phone_codes_user_idx` ON `phone_codes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `phone_codes_phone_idx` ON `phone_codes` (`phone`,`created_at`);--> statement-breakpoint
CREATE TABLE `sms_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sms_outbox_created_idx` ON `sms_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `verified_phones` (
	`user_id` text NOT NULL,
	`phone` text NOT NULL,
	`verified_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `phone`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `verified_phones_phone_idx` ON `verified_phones` (`phone`);--> statement-breakpoint
CREATE TABLE `verification_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text NOT NULL,
	`agency_id` text,
	`rfc` text,
	`license_kind` text,
	`license_number` text,
	`proof_key` text,
	`proof_content_type` text,
	`status` text DEFAULT 'pendiente' NOT NULL,
	`reason` text,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`agency_id`) REFERENCES `agencies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `verification_requests_status_idx` ON `verification_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `verification_requests_user_idx` ON `verification_requests` (`user_id`);--> statement-breakpoint
CREATE TABLE `listing_holds` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`reason` text NOT NULL,
	`previous_status` text NOT NULL,
	`advertiser_answer` text,
	`answered_at` integer,
	`resolved_at` integer,
	`resolved_by` text,
	`outcome` text,
	`outcome_reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_holds_open_idx` ON `listing_holds` (`property_id`) WHERE "listing_holds"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX `listing_holds_queue_idx` ON `listing_holds` (`resolved_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `listing_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`reporter_id` text,
	`reporter_email` text NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`outcome_sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reports_property_email_idx` ON `listing_reports` (`property_id`,`reporter_email`);--> statement-breakpoint
CREATE INDEX `listing_reports_email_idx` ON `listing_reports` (`reporter_email`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_reports_created_idx` ON `listing_reports` (`created_at`);--> statement-breakpoint
CREATE TABLE `operator_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`operator_id` text NOT NULL,
	`action` text NOT NULL,
	`subject_kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`reason` text,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `operator_audit_log_created_idx` ON `operator_audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `operator_audit_log_subject_idx` ON `operator_audit_log` (`subject_kind`,`subject_id`);--> statement-breakpoint
CREATE TABLE `operators` (
	`user_id` text PRIMARY KEY NOT NULL,
	`granted_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspension_reason` text;--> statement-breakpoint
ALTER TABLE `agencies` ADD `rfc` text;--> statement-breakpoint
ALTER TABLE `agencies` ADD `verified_at` integer;--> statement-breakpoint
ALTER TABLE `agent_profiles` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `agent_profiles` ADD `license_kind` text;--> statement-breakpoint
ALTER TABLE `agent_profiles` ADD `license_number` text;--> statement-breakpoint
ALTER TABLE `agent_profiles` ADD `verified_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `agent_profiles_slug_unique` ON `agent_profiles` (`slug`);--> statement-breakpoint
-- The operator's audit log is append-only: nobody, operators included, edits or deletes a line.
CREATE TRIGGER `operator_audit_log_no_update` BEFORE UPDATE ON `operator_audit_log` BEGIN
  SELECT RAISE(ABORT, 'operator_audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `operator_audit_log_no_delete` BEFORE DELETE ON `operator_audit_log` BEGIN
  SELECT RAISE(ABORT, 'operator_audit_log is append-only');
END;
