CREATE INDEX `locations_search_name_idx` ON `locations` (`search_name`);--> statement-breakpoint
CREATE INDEX `properties_location_recent_idx` ON `properties` (`location_id`,`operation_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `properties_municipio_recent_idx` ON `properties` (`municipio_id`,`operation_type`,`created_at`);