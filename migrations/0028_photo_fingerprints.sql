CREATE TABLE `photo_fingerprints` (
	`image_id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`hash` text NOT NULL,
	`informative` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `property_images`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photo_fingerprints_property_idx` ON `photo_fingerprints` (`property_id`);--> statement-breakpoint
CREATE TABLE `photo_hash_bands` (
	`band` integer NOT NULL,
	`value` integer NOT NULL,
	`image_id` text NOT NULL,
	`property_id` text NOT NULL,
	PRIMARY KEY(`band`, `value`, `image_id`),
	FOREIGN KEY (`image_id`) REFERENCES `photo_fingerprints`(`image_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photo_hash_bands_image_idx` ON `photo_hash_bands` (`image_id`);