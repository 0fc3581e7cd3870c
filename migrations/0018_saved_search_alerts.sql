CREATE TABLE `saved_search_matches` (
	`saved_search_id` text NOT NULL,
	`property_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	PRIMARY KEY(`saved_search_id`, `property_id`),
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_search_matches_property_idx` ON `saved_search_matches` (`property_id`,`sent_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `alert_due_at` integer;--> statement-breakpoint
CREATE INDEX `saved_searches_alert_due_idx` ON `saved_searches` (`alert_due_at`,`id`) WHERE alert_due_at IS NOT NULL;