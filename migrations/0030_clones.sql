CREATE TABLE `seed_ground_truth` (
	`property_id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`source_property_id` text
);
