CREATE TABLE `import_column_mappings` (
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`mapping` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `source`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `listing_import_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`url` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pendiente' NOT NULL,
	`reason` text,
	`image_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `property_images`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_import_photos_url_uq` ON `listing_import_photos` (`property_id`,`url`);--> statement-breakpoint
CREATE INDEX `listing_import_photos_pending_idx` ON `listing_import_photos` (`lease_until`,`created_at`) WHERE status = 'pendiente';