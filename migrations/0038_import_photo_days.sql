CREATE TABLE `import_photo_days` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`queued` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
