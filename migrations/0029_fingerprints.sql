CREATE TABLE `photo_fingerprint_failures` (
	`image_id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`reason` text NOT NULL,
	`detail` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_failed_at` integer NOT NULL,
	`dead_at` integer,
	FOREIGN KEY (`image_id`) REFERENCES `property_images`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photo_fingerprint_failures_dead_idx` ON `photo_fingerprint_failures` (`dead_at`);--> statement-breakpoint
CREATE INDEX `property_images_created_idx` ON `property_images` (`created_at`);