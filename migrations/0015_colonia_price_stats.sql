CREATE TABLE `colonia_price_stats` (
	`location_id` text NOT NULL,
	`property_type` text NOT NULL,
	`median_price_m2` integer NOT NULL,
	`sample_size` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`location_id`, `property_type`),
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade
);
