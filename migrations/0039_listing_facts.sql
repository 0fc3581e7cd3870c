CREATE TABLE `listing_stations` (
	`listing_id` text NOT NULL,
	`station_id` text NOT NULL,
	`walk_minutes` integer NOT NULL,
	`distance_m` integer NOT NULL,
	PRIMARY KEY(`listing_id`, `station_id`),
	FOREIGN KEY (`listing_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `listing_stations_station_idx` ON `listing_stations` (`station_id`,`walk_minutes`);--> statement-breakpoint
ALTER TABLE `properties` ADD `pets` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `furnishing` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `credits` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `land_use` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `guarantee` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `deposit_months` real;--> statement-breakpoint
ALTER TABLE `properties` ADD `maintenance_included` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `elevador` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `seguridad_24h` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `cisterna` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `gas_natural` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `roof_garden` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `nearest_station_minutes` integer;--> statement-breakpoint
-- What listings already said: pet friendly and amueblado as yes (a false was never asked, so
-- it stays "not given"); the building amenities ticked become the facts' yes.
UPDATE `properties` SET `pets` = 'si' WHERE `pet_friendly` = 1;--> statement-breakpoint
UPDATE `properties` SET `furnishing` = 'si' WHERE `furnished` = 1;--> statement-breakpoint
UPDATE `properties` SET `elevador` = 1 WHERE EXISTS (SELECT 1 FROM json_each(`properties`.`features`) WHERE value = 'Elevador');--> statement-breakpoint
UPDATE `properties` SET `seguridad_24h` = 1 WHERE EXISTS (SELECT 1 FROM json_each(`properties`.`features`) WHERE value = 'Seguridad 24/7');--> statement-breakpoint
UPDATE `properties` SET `cisterna` = 1 WHERE EXISTS (SELECT 1 FROM json_each(`properties`.`features`) WHERE value = 'Cisterna');--> statement-breakpoint
UPDATE `properties` SET `roof_garden` = 1 WHERE EXISTS (SELECT 1 FROM json_each(`properties`.`features`) WHERE value = 'Roof garden');
