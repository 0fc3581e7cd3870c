CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`id_token` text,
	`access_token_expires_at` integer,
	`refresh_token_expires_at` integer,
	`scope` text,
	`password` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `accounts_user_idx` ON `accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL,
	`token` text NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_unique` ON `sessions` (`token`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`image` text,
	`role` text DEFAULT 'no_agente' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `verifications_identifier_idx` ON `verifications` (`identifier`);--> statement-breakpoint
CREATE TABLE `agencies` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`phone` text,
	`whatsapp` text,
	`logo_url` text,
	`description` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agencies_slug_unique` ON `agencies` (`slug`);--> statement-breakpoint
CREATE INDEX `agencies_owner_idx` ON `agencies` (`owner_id`);--> statement-breakpoint
CREATE TABLE `agency_agents` (
	`agency_id` text NOT NULL,
	`agent_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`agency_id`, `agent_id`),
	FOREIGN KEY (`agency_id`) REFERENCES `agencies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`agent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `agency_agents_agent_idx` ON `agency_agents` (`agent_id`);--> statement-breakpoint
CREATE TABLE `agent_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`phone` text,
	`whatsapp` text,
	`bio` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `locations` (
	`id` text PRIMARY KEY NOT NULL,
	`nombre_canonico` text NOT NULL,
	`search_name` text NOT NULL,
	`contexto` text NOT NULL,
	`tipo` text NOT NULL,
	`slug` text NOT NULL,
	`centroid_lng` real,
	`centroid_lat` real,
	`padre_id` text,
	`property_count` integer DEFAULT 0 NOT NULL,
	`price_level` real
);
--> statement-breakpoint
CREATE UNIQUE INDEX `locations_slug_unique` ON `locations` (`slug`);--> statement-breakpoint
CREATE INDEX `locations_padre_idx` ON `locations` (`padre_id`);--> statement-breakpoint
CREATE INDEX `locations_tipo_idx` ON `locations` (`tipo`);--> statement-breakpoint
CREATE TABLE `properties` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price` integer NOT NULL,
	`currency` text DEFAULT 'MXN' NOT NULL,
	`maintenance` integer,
	`address` text NOT NULL,
	`neighborhood` text NOT NULL,
	`location_id` text NOT NULL,
	`municipio_id` text,
	`estado_id` text,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`bedrooms` integer DEFAULT 0 NOT NULL,
	`bathrooms` real DEFAULT 0 NOT NULL,
	`parking_spaces` integer DEFAULT 0 NOT NULL,
	`total_surface` real,
	`built_surface` real,
	`operation_type` text NOT NULL,
	`property_type` text NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'publicada' NOT NULL,
	`agent_id` text,
	`agency_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`municipio_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`estado_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`agent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`agency_id`) REFERENCES `agencies`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `properties_search_idx` ON `properties` (`status`,`operation_type`,`property_type`,`price`);--> statement-breakpoint
CREATE INDEX `properties_op_price_idx` ON `properties` (`status`,`operation_type`,`price`);--> statement-breakpoint
CREATE INDEX `properties_location_idx` ON `properties` (`location_id`,`operation_type`,`price`);--> statement-breakpoint
CREATE INDEX `properties_municipio_idx` ON `properties` (`municipio_id`,`operation_type`,`price`);--> statement-breakpoint
CREATE INDEX `properties_estado_idx` ON `properties` (`estado_id`,`operation_type`,`price`);--> statement-breakpoint
CREATE INDEX `properties_bedrooms_idx` ON `properties` (`operation_type`,`bedrooms`);--> statement-breakpoint
CREATE INDEX `properties_created_idx` ON `properties` (`operation_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `properties_agent_idx` ON `properties` (`agent_id`);--> statement-breakpoint
CREATE TABLE `property_images` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`url` text NOT NULL,
	`thumbnail_url` text,
	`alt` text,
	`width` integer,
	`height` integer,
	`is_main` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `property_images_property_idx` ON `property_images` (`property_id`,`is_main`,`display_order`);--> statement-breakpoint
CREATE TABLE `property_shares` (
	`token` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`shared_by` text NOT NULL,
	`kind` text DEFAULT 'share' NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shared_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `property_shares_owner_idx` ON `property_shares` (`shared_by`,`property_id`);--> statement-breakpoint
CREATE TABLE `favorite_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favorite_lists_user_idx` ON `favorite_lists` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `favorite_properties` (
	`id` text PRIMARY KEY NOT NULL,
	`list_id` text NOT NULL,
	`property_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `favorite_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `favorite_properties_list_property_uq` ON `favorite_properties` (`list_id`,`property_id`);--> statement-breakpoint
CREATE INDEX `favorite_properties_property_idx` ON `favorite_properties` (`property_id`);--> statement-breakpoint
CREATE TABLE `board_items` (
	`id` text PRIMARY KEY NOT NULL,
	`board_id` text NOT NULL,
	`cloned_property_id` text NOT NULL,
	`status` text DEFAULT 'pool' NOT NULL,
	`position` real DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`board_id`) REFERENCES `client_boards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cloned_property_id`) REFERENCES `cloned_properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `board_items_board_idx` ON `board_items` (`board_id`,`status`,`position`);--> statement-breakpoint
CREATE TABLE `board_share_tokens` (
	`token` text PRIMARY KEY NOT NULL,
	`board_id` text NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`board_id`) REFERENCES `client_boards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `board_share_tokens_board_uq` ON `board_share_tokens` (`board_id`,`token`);--> statement-breakpoint
CREATE TABLE `client_boards` (
	`id` text PRIMARY KEY NOT NULL,
	`agent_id` text NOT NULL,
	`list_id` text,
	`client_name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`agent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`list_id`) REFERENCES `favorite_lists`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `client_boards_agent_idx` ON `client_boards` (`agent_id`,`client_name`);--> statement-breakpoint
CREATE INDEX `client_boards_list_idx` ON `client_boards` (`list_id`);--> statement-breakpoint
CREATE TABLE `cloned_properties` (
	`id` text PRIMARY KEY NOT NULL,
	`source_property_id` text,
	`title` text NOT NULL,
	`price` integer NOT NULL,
	`maintenance` integer,
	`address` text NOT NULL,
	`neighborhood` text NOT NULL,
	`bedrooms` integer DEFAULT 0 NOT NULL,
	`bathrooms` real DEFAULT 0 NOT NULL,
	`parking_spaces` integer DEFAULT 0 NOT NULL,
	`total_surface` real,
	`built_surface` real,
	`description` text DEFAULT '' NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`operation_type` text NOT NULL,
	`property_type` text NOT NULL,
	`agent_contact_info` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`source_property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `cloned_properties_source_idx` ON `cloned_properties` (`source_property_id`);--> statement-breakpoint
CREATE TABLE `cloned_property_images` (
	`id` text PRIMARY KEY NOT NULL,
	`cloned_property_id` text NOT NULL,
	`url` text NOT NULL,
	`is_main` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`cloned_property_id`) REFERENCES `cloned_properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cloned_property_images_property_idx` ON `cloned_property_images` (`cloned_property_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `service_purchases` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`property_id` text,
	`service_id` text NOT NULL,
	`service_name` text NOT NULL,
	`gem_cost` integer DEFAULT 0 NOT NULL,
	`expires_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `service_purchases_user_idx` ON `service_purchases` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`duration_days` integer,
	`category` text NOT NULL,
	`icon` text NOT NULL,
	`price_mxn` integer
);
--> statement-breakpoint
CREATE TABLE `subscription_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`plan_type` text NOT NULL,
	`plan_category` text NOT NULL,
	`price_mxn` integer,
	`visibility_level` text,
	`passes` integer DEFAULT 0 NOT NULL,
	`credits_3d_tour` integer DEFAULT 0 NOT NULL,
	`features` text DEFAULT '{}' NOT NULL,
	`feature_list` text DEFAULT '[]' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`status` text NOT NULL,
	`passes_remaining` integer DEFAULT 0 NOT NULL,
	`rollover_passes` integer DEFAULT 0 NOT NULL,
	`credits_3d_tour` integer DEFAULT 0 NOT NULL,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`external_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `user_subscriptions_user_idx` ON `user_subscriptions` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `llamadas_solicitudes` (
	`id` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`numero_telefono` text NOT NULL,
	`webhook_delivered_at` integer,
	`webhook_attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "chk_numero_mx_10" CHECK(length("llamadas_solicitudes"."numero_telefono") = 10 AND "llamadas_solicitudes"."numero_telefono" NOT GLOB '*[^0-9]*')
);
--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);