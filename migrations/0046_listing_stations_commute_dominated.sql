-- A listing's stations it can never prefer to another of its stations, whatever the
-- destination (domain/transit/dominated-stations.ts), are flagged when its stations are
-- written, and the commute search's index leaves them out: it groups fewer rows and finds
-- the same best minutes. The rule needs the station graph, which SQL does not have: rows
-- written before this are false (read, as before) until their listing is measured again.
DROP INDEX `listing_stations_shown_idx`;--> statement-breakpoint
ALTER TABLE `listing_stations` ADD `commute_dominated` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `listing_stations_shown_idx` ON `listing_stations` (`shown_operation`,`station_id`,`walk_minutes`,`property_type`,`price`,`listing_rowid`) WHERE commute_dominated = 0;--> statement-breakpoint
-- Published listings with stations are measured again by the cron's catch-up
-- (measureUnmeasuredListings, a hundred every five minutes), which flags them.
UPDATE `properties` SET `stations_measured_at` = NULL
WHERE `status` = 'publicada' AND `stations_measured_at` IS NOT NULL AND `nearest_station_minutes` IS NOT NULL;
