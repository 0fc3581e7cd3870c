CREATE TABLE `property_price_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`old_price` integer NOT NULL,
	`new_price` integer NOT NULL,
	`changed_at` integer NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `property_price_changes_property_idx` ON `property_price_changes` (`property_id`,`changed_at`);--> statement-breakpoint
CREATE TABLE `recently_viewed` (
	`user_id` text NOT NULL,
	`property_id` text NOT NULL,
	`viewed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `property_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recently_viewed_user_idx` ON `recently_viewed` (`user_id`,`viewed_at`);