CREATE TABLE `stripe_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`status_event_created` integer NOT NULL,
	`renewal_event_created` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
