CREATE TABLE `service_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`property_id` text,
	`service_id` text NOT NULL,
	`provider` text NOT NULL,
	`external_id` text,
	`status` text DEFAULT 'open' NOT NULL,
	`amount_mxn` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `service_orders_user_idx` ON `service_orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `service_orders_external_idx` ON `service_orders` (`external_id`);--> statement-breakpoint
CREATE TABLE `property_leads` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text,
	`property_title` text NOT NULL,
	`recipient_id` text NOT NULL,
	`agency_id` text,
	`kind` text NOT NULL,
	`nombre` text NOT NULL,
	`telefono` text NOT NULL,
	`email` text,
	`mensaje` text,
	`source` text DEFAULT 'propiedad' NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`agency_id`) REFERENCES `agencies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `property_leads_recipient_idx` ON `property_leads` (`recipient_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `property_leads_agency_idx` ON `property_leads` (`agency_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `property_leads_property_idx` ON `property_leads` (`property_id`,`kind`);--> statement-breakpoint
CREATE INDEX `property_leads_phone_idx` ON `property_leads` (`telefono`,`created_at`);--> statement-breakpoint
ALTER TABLE `properties` ADD `street` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `interior` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `hide_address` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `properties` ADD `pin_lat` real;--> statement-breakpoint
ALTER TABLE `properties` ADD `pin_lng` real;--> statement-breakpoint
ALTER TABLE `properties` ADD `appraisal_value` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `legal_status` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `age_years` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `pet_friendly` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `properties` ADD `furnished` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `properties` ADD `draft` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `published_at` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `expiry_reminder_sent_at` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `view_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `properties` ADD `contact_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `properties` ADD `whatsapp_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `properties_agent_recent_idx` ON `properties` (`agent_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `properties_agency_recent_idx` ON `properties` (`agency_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `properties_agency_status_idx` ON `properties` (`agency_id`,`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `properties_expiry_idx` ON `properties` (`status`,`expires_at`);--> statement-breakpoint
ALTER TABLE `property_images` ADD `storage_key` text;--> statement-breakpoint
ALTER TABLE `property_images` ADD `thumbnail_key` text;--> statement-breakpoint
ALTER TABLE `property_images` ADD `caption` text;--> statement-breakpoint
ALTER TABLE `property_images` ADD `room_type` text;--> statement-breakpoint
ALTER TABLE `property_images` ADD `bytes` integer;--> statement-breakpoint
ALTER TABLE `property_images` ADD `created_at` integer;--> statement-breakpoint
ALTER TABLE `llamadas_solicitudes` ADD `property_id` text;--> statement-breakpoint
CREATE INDEX `service_purchases_property_idx` ON `service_purchases` (`property_id`,`service_id`,`expires_at`);--> statement-breakpoint
CREATE INDEX `service_purchases_service_idx` ON `service_purchases` (`service_id`,`expires_at`);