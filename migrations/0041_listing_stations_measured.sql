ALTER TABLE `properties` ADD `stations_measured_at` integer;--> statement-breakpoint
CREATE INDEX `properties_stations_unmeasured_idx` ON `properties` (`status`) WHERE stations_measured_at is null;